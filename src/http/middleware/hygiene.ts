// What every answer carries and every request must show before anything else runs: a Host
// among ALLOWED_HOSTS (links are built from it), and the security headers: no MIME sniffing,
// no framing, no referrer beyond this origin, and a content security policy that lets a page
// load scripts, styles, images and fonts only from this origin (the web UI, GraphiQL, Swagger
// UI and the browsable API are all served from it, with no inline script).
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../../engine/errors.ts';

/** Inline styles stay allowed (Swagger UI and GraphiQL set style attributes); inline scripts,
 * eval and other origins do not. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  next();
}

/** The host name of a Host header, lower case, without its port. */
export function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d*$/, '');
}

/** Whether `host` is one of `allowed`, as Django matches ALLOWED_HOSTS: `*` any, `.example.com`
 * the domain and its subdomains, anything else exactly. */
export function hostAllowed(host: string, allowed: string[]): boolean {
  if (allowed.includes('*')) return true;
  const name = hostName(host);
  if (name === '') return false;
  return allowed.some((a) => (a.startsWith('.') ? name === a.slice(1) || name.endsWith(a) : name === a));
}

export function allowedHosts(allowed: string[]) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const host = req.headers.host ?? '';
    if (!hostAllowed(host, allowed))
      throw new ApiError(400, `Invalid HTTP_HOST header: ${JSON.stringify(host.slice(0, 100))}. It is not in ALLOWED_HOSTS.`);
    next();
  };
}
