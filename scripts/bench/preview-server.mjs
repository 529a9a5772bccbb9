// `vite preview` of a build for the bench, on a free loopback port.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(null));
      srv.listen(port, '127.0.0.1', () => {
        const { port: p } = srv.address();
        srv.close(() => resolve(p));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0));
}

export async function startPreview(port, outDir) {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited:\n${output}`);
    try {
      const res = await fetch(`${base}/`);
      if (res.ok)
        return {
          base,
          stop: () => {
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {
              /* already gone */
            }
          },
        };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* ignore */
  }
  throw new Error(`vite preview did not start:\n${output}`);
}
