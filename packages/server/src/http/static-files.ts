import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** Where the web app's files are: its pages and styles, and its scripts as tsc built them. */
export interface WebFiles {
  /** `index.html`, styles: served at `/`. */
  readonly publicDir: string;
  /** The compiled scripts: served at `/app/`. */
  readonly scriptsDir: string;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** The file a path names under `root`, or undefined when it would leave it. */
function inside(root: string, path: string): string | undefined {
  const file = normalize(join(root, path));
  return file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : undefined;
}

/** The file a request path names: `/app/...` from the scripts, anything else from the public files. */
function fileFor(web: WebFiles, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  if (decoded.startsWith('/app/')) return inside(web.scriptsDir, decoded.slice('/app/'.length));
  return inside(web.publicDir, decoded === '/' ? 'index.html' : decoded.slice(1));
}

/**
 * Answers a GET or HEAD for the web app's files; false when there is no such
 * file (the caller answers 404). The pages route by the URL's hash, so only
 * `/` is a page.
 */
export async function serveWebFile(
  web: WebFiles,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<boolean> {
  const file = fileFor(web, path);
  if (file === undefined) return false;
  try {
    if (!(await stat(file)).isFile()) return false;
  } catch {
    return false;
  }
  const body = await readFile(file);
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': 'no-cache',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
