// oidc-provider ships no types (and @types/oidc-provider is not installed): the little the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  interface Configuration {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount?: (ctx: unknown, id: string) => Account | Promise<Account>;
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
