import type { AppContext } from '../../app-context.ts';
import { ping } from './health.repo.ts';

/** Liveness and readiness: the process answers and its database does too; ready until it drains. */
export class HealthService {
  private draining = false;

  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  async check(): Promise<{ status: 'ok'; database: 'ok' }> {
    await ping(this.ctx.db);
    return { status: 'ok', database: 'ok' };
  }

  /**
   * Whether a proxy should send this instance work: false from the moment it begins to drain on
   * shutdown (it still finishes what it has), and while its database does not answer.
   */
  async ready(): Promise<boolean> {
    if (this.draining) return false;
    await ping(this.ctx.db);
    return true;
  }

  /** Shutdown has begun: readiness answers 503 from now on. */
  startDraining(): void {
    this.draining = true;
  }
}
