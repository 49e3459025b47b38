import type { ReactNode } from 'react';
import { Brand } from '../../../components/brand.tsx';

/** The centred card the sign-in, registration and password pages share. */
export function AuthCard({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-page">
      <Brand />
      <section className="card auth-card">
        <h1>{title}</h1>
        {intro && <div className="auth-intro">{intro}</div>}
        {children}
      </section>
    </div>
  );
}
