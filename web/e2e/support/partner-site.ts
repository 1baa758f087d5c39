import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A partner's own web site on another local port: serves whatever page the journey gives it, as
 * the partner's CMS would once the snippet is pasted.
 */
export async function partnerSite() {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const html = pages.get(req.url ?? '/');
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The same site under another name: another origin, which the key does not list. */
    otherOrigin: `http://localhost:${port}`,
    publish: (url: string, body: string) =>
      pages.set(
        url,
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Agriturismo Il Poggio</title></head>` +
          `<body><main><h1>Willkommen im Agriturismo Il Poggio</h1>${body}</main></body></html>`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
