import type { AppContext } from '../../app-context.ts';
import { ping } from './health.repo.ts';

/** Liveness: the process answers and its database does too. */
export class HealthService {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  async check(): Promise<{ status: 'ok'; database: 'ok' }> {
    await ping(this.ctx.db);
    return { status: 'ok', database: 'ok' };
  }
}
