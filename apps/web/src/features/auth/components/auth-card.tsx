import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/logo.tsx';

/** The centred card the sign-in, registration and password pages share. */
export function AuthCard({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="auth-brand">
        <LogoMark size={40} />
        <span className="auth-brand-name">Holeout</span>
      </div>
      <section className="card auth-card">
        <h1>{title}</h1>
        {intro && <div className="auth-intro">{intro}</div>}
        {children}
      </section>
    </div>
  );
}
