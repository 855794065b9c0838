import type { Request } from 'express';

/**
 * The visitor a request counts as for every per-client limit: Express's `req.ip` (the address the trusted
 * proxies name, see `trust proxy`), else the connection's own address.
 */
export const clientAddressOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
