// A region on one machine, as a deployment runs it: a fresh PostgreSQL database, Redis, an S3 store
// (s3rver), N server processes of the built server (`node server/dist/src/main.js`, as `npm start`)
// each with its own data folder, and nginx in front of them with the reference configuration.
// Everything it starts is a child of this process; `close()` stops them all and drops the database,
// whatever happened before.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import pg from 'pg';
import { root } from '../lib.mjs';
import { selfSignedCertificate, siteConfig, startNginx } from './nginx.mjs';
import { startS3 } from './s3.mjs';

/** A port nobody listens on now (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once a child has exited (at once if it already has). */
const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

/** Stops a child: the signal, then SIGKILL if it is still there after `ms`. */
async function stop(child, signal = 'SIGTERM', ms = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited(child);
  clearTimeout(timer);
}

/** Runs a command to its end with its output kept; rejects with that output when it fails. */
function runKept(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(args[0])} → ${code}:\n${output}`)),
    );
  });
}

/**
 * Starts the region. `pgAdmin`: a PostgreSQL URL where a database may be created; `redisUrl`;
 * `processes`: how many server processes; `admin`: the first administrator, made with the
 * create-admin CLI before any process starts (what an operator does on a new database: production
 * never loads the demo data, whose passwords are public); `seedDemo`: the demo data instead (the
 * bench, which needs the demo's offices and contents), loaded by the first process started alone
 * with NODE_ENV=test; `serverEnv`: more settings for every process.
 */
export async function startRegion({
  pgAdmin,
  redisUrl,
  processes = 2,
  admin,
  seedDemo = false,
  serverEnv = {},
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-cluster-'));
  const region = { dir, servers: [], logs: [], nginx: null, s3: null, database: null };
  const cleanups = [];
  region.close = async () => {
    for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(`pulizia: ${e.message}`));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The database, dropped at the end even when something failed.
    const name = `sportello_cluster_${process.pid}`;
    const adminDb = new pg.Client({ connectionString: pgAdmin });
    await adminDb.connect();
    await adminDb.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminDb.query(`CREATE DATABASE ${name}`);
    await adminDb.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: pgAdmin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
    const dbUrl = new URL(pgAdmin);
    dbUrl.pathname = `/${name}`;
    region.databaseUrl = dbUrl.toString();

    // The S3 store with one bucket.
    const s3Dir = path.join(dir, 's3');
    fs.mkdirSync(s3Dir);
    region.s3 = await startS3(s3Dir, await freePort(), 'sportello-cluster');
    cleanups.push(() => stop(region.s3.child));

    // TLS: the certificate nginx presents, trusted by this process's fetch and WebSocket.
    const cert = selfSignedCertificate(dir);
    if (!tls.setDefaultCACertificates)
      throw new Error(`Node ${process.version}: serve Node 24.5 o 22.19 (tls.setDefaultCACertificates)`);
    tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert.pem]);

    const ports = await Promise.all(Array.from({ length: processes }, freePort));
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    region.publicUrl = `https://127.0.0.1:${httpsPort}`;
    region.plainUrl = `http://127.0.0.1:${httpPort}`;
    region.ports = ports;
    region.direct = ports.map((p) => `http://127.0.0.1:${p}`);
    /**
     * Waits until process i answers /ready (its database, Redis and file store reachable); fails
     * with its log's end if it exits or takes too long.
     */
    region.waitForHealth = async (i, ms = 60_000) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const child = region.servers[i];
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(
            `il processo ${i + 1} è uscito (${child.exitCode ?? child.signalCode}):\n${tail(region.logs[i])}`,
          );
        const up = await fetch(`${region.direct[i]}/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        if (Date.now() > deadline)
          throw new Error(`il processo ${i + 1} non risponde entro ${ms / 1000} s:\n${tail(region.logs[i])}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    const env = (i) => ({
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(ports[i]),
      // Each process its own folder: whatever they share goes through PostgreSQL, Redis and S3.
      DATA_DIR: path.join(dir, `data-${i + 1}`),
      DATABASE_URL: region.databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_URL: region.publicUrl,
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ...region.s3.env,
      ...serverEnv,
    });

    if (admin) {
      await runKept(
        process.execPath,
        [
          'server/dist/src/cli/create-admin.js',
          '--username',
          admin.username,
          '--email',
          admin.email,
          '--name',
          admin.fullName,
        ],
        { env: { ...env(0), ADMIN_PASSWORD: admin.password } },
      );
    }

    const start = (i, extra = {}) => {
      const log = path.join(dir, `server-${i + 1}.log`);
      const out = fs.openSync(log, 'a');
      const child = spawn(process.execPath, ['server/dist/src/main.js'], {
        cwd: root,
        stdio: ['ignore', out, out],
        env: { ...env(i), ...extra },
      });
      fs.closeSync(out);
      region.servers[i] = child;
      region.logs[i] = log;
      return child;
    };
    cleanups.push(async () => {
      for (const s of region.servers) await stop(s);
    });
    if (seedDemo) {
      // The demo data are refused in production: the first process loads them in test mode, once.
      start(0, { NODE_ENV: 'test', SEED_DEMO: 'true' });
      await region.waitForHealth(0, 120_000);
      await stop(region.servers[0]);
    }
    /** Stops process i as systemd does (SIGTERM, a graceful shutdown), or leaves it if it is gone. */
    region.stopProcess = (i) => stop(region.servers[i]);
    /** Starts process i again on its port, with its folder; resolves once it is ready. */
    region.startProcess = (i) => {
      start(i);
      return region.waitForHealth(i);
    };
    for (let i = 0; i < processes; i++) start(i);
    await Promise.all(ports.map((_, i) => region.waitForHealth(i)));

    const nginxDir = path.join(dir, 'nginx');
    fs.mkdirSync(nginxDir);
    region.accessLog = path.join(nginxDir, 'access.log');
    region.nginxDir = nginxDir;
    const text = siteConfig({
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      httpPort,
      httpsPort,
      cert: cert.cert,
      key: cert.key,
      accessLog: region.accessLog,
    });
    region.nginx = await startNginx(nginxDir, { text, httpPort });
    cleanups.push(() => stop(region.nginx, 'SIGQUIT'));
    return region;
  } catch (e) {
    await region.close();
    throw e;
  }
}

/** The last lines of a process's log: what to show when it did not start. */
export function tail(file, lines = 15) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
