import { LogoMark } from './logo.tsx';

/** The logo and name above a page shown without the header (signed out): sign-in pages, 404. */
export function Brand() {
  return (
    <div className="auth-brand">
      <LogoMark size={40} />
      <span className="auth-brand-name">Holeout</span>
    </div>
  );
}
