// Where the embedded PostgreSQL's binaries and cluster live, and as whom it runs.
//
// As an ordinary user: the binaries inside node_modules, the cluster in DATA_DIR/pg, both run
// as that user. As root: PostgreSQL refuses to run as root, so it runs as the user `postgres`
// (created when missing), who may be unable to reach the clone or DATA_DIR (a home directory
// such as /root is mode 0700; so is a `mktemp -d` directory). Nothing of the user's is chmodded;
// instead whatever `postgres` cannot reach moves to SYSTEM_DIR, which it can:
//   - the binaries are copied once per version to SYSTEM_DIR/postgresql-<version>/;
//   - a new cluster goes to SYSTEM_DIR/<hash of DATA_DIR's path>/pg, and DATA_DIR/pg becomes a
//     symbolic link to it, so DATA_DIR still tells where everything is (SYSTEM_DIR/<hash>/data_dir
//     names the DATA_DIR it belongs to, for whoever cleans up).
// An existing cluster stays where it is and runs as the user who owns it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, type Stats } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readFile, readdir, readlink, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { log as rootLog } from '../log.ts';
import { StartupError, reason } from '../startup-error.ts';

const log = rootLog.child({ component: 'embedded-postgres' });
const run = promisify(execFile);

/** Where root keeps what the server's user must reach. */
export const SYSTEM_DIR = '/var/lib/netinv';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The unprivileged user the server runs as when netinv runs as root. */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

export interface Binaries {
  /** Holds bin/, lib/ and share/. */
  dir: string;
  /** The package's version, e.g. 18.4.0-beta.17. */
  version: string;
  /** PostgreSQL major version, e.g. 18. */
  major: number;
}

/** The binaries of the platform package that `embedded-postgres` installs as an optional dependency. */
export async function packagedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let postgresBin: string;
  try {
    postgresBin = ((await import(name)) as { postgres: string }).postgres;
  } catch {
    throw new StartupError(`no PostgreSQL binaries for ${process.platform}-${process.arch}: the npm package ${name} ` +
      'is not installed; run `make install`, or set DATABASE_URL to use a PostgreSQL server of your own');
  }
  const dir = dirname(dirname(postgresBin));
  const { version } = JSON.parse(await readFile(join(dir, '..', 'package.json'), 'utf8')) as { version: string };
  return { dir, version, major: Number.parseInt(version, 10) };
}

/**
 * PostgreSQL binaries installed on the machine (e.g. Debian's /usr/lib/postgresql/15/bin): `bin`
 * is the directory holding initdb and postgres; the major version is what `postgres --version`
 * says. For the tests on another major version (TEST_POSTGRES_BIN) and for replicas' tools.
 */
export async function systemBinaries(bin: string): Promise<Binaries> {
  const postgresBin = join(resolve(bin), 'postgres');
  let stdout: string;
  try {
    ({ stdout } = await run(postgresBin, ['--version']));
  } catch (e) {
    throw new StartupError(`${postgresBin} cannot be run (${reason(e)}): name a directory holding PostgreSQL's initdb and postgres`, { path: bin });
  }
  const version = /\(PostgreSQL\)\s+([0-9][0-9.]*)/.exec(stdout)?.[1];
  if (!version) throw new StartupError(`${postgresBin} --version said ${JSON.stringify(stdout.trim())}, not a PostgreSQL version`, { path: bin });
  return { dir: dirname(resolve(bin)), version, major: Number.parseInt(version, 10) };
}

async function userByName(name: string): Promise<ServerUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** The user `postgres`, created (a system account without a home or a shell) when missing. */
export async function postgresUser(): Promise<ServerUser> {
  const existing = await userByName('postgres');
  if (existing) return existing;
  try {
    // groupadd exits 9 when the group exists already.
    await run('groupadd', ['--system', 'postgres']).catch((e: { code?: number }) => {
      if (e.code !== 9) throw e;
    });
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--home-dir', '/nonexistent',
      '--shell', '/usr/sbin/nologin', 'postgres']);
  } catch (e) {
    throw new StartupError(`netinv runs as root, so its PostgreSQL must run as the user postgres, which does not exist ` +
      `and could not be created (${reason(e).split('\n')[0]}): create it (useradd --system postgres), ` +
      'run netinv as an ordinary user, or set DATABASE_URL');
  }
  log.info('created the system user postgres to run the embedded PostgreSQL');
  return (await userByName('postgres'))!;
}

/** The user owning `path`, who runs the cluster there. */
async function owner(path: string): Promise<ServerUser> {
  const st = await stat(path);
  if (st.uid === 0) {
    throw new StartupError(`the cluster ${path} is owned by root, and PostgreSQL does not run as root: ` +
      `chown -R postgres: ${path}, or run netinv as an ordinary user`, { setting: 'DATA_DIR', path });
  }
  const { stdout } = await run('id', ['-nu', String(st.uid)]).catch(() => ({ stdout: `uid ${st.uid}` }));
  return { name: stdout.trim(), uid: st.uid, gid: st.gid };
}

/**
 * Whether `user` may `bits` (1 search/execute, 4 read) the file. Only the owner, primary group
 * and other bits count: the server is started with the user's uid and primary gid and no
 * supplementary groups (libuv calls setgroups(0) when it switches user).
 */
function permits(st: Stats, user: ServerUser, bits: number): boolean {
  const shift = st.uid === user.uid ? 6 : st.gid === user.gid ? 3 : 0;
  return ((st.mode >> shift) & bits) === bits;
}

/** The first existing directory on the way to `path` (itself included) that `user` cannot pass, or null. */
export async function blockedAt(path: string, user: ServerUser): Promise<string | null> {
  let dir = '/';
  for (const part of ['', ...resolve(path).split('/').filter(Boolean)]) {
    dir = join(dir, part);
    let st: Stats;
    try {
      st = await stat(dir);
    } catch {
      return null; // missing from here on: created by us, for the user
    }
    if (!permits(st, user, 1)) return dir;
  }
  return null;
}

function unreachable(user: ServerUser, path: string, blocked: string, what: string, setting?: string): StartupError {
  return new StartupError(`the embedded PostgreSQL runs as the user ${user.name}, who cannot reach ${what} ${path}: ` +
    `${blocked} is closed to it; move ${what} where ${user.name} can reach it, or run netinv as an ordinary user`,
    { setting, path: blocked });
}

/**
 * Binaries `user` can run: the packaged ones when it can reach them, else a copy under
 * `systemDir` made once per version (copied aside, then renamed into place, so concurrent
 * starts agree on one).
 */
export async function binariesFor(source: Binaries, user: ServerUser | undefined, systemDir = SYSTEM_DIR): Promise<Binaries> {
  if (!user) return source;
  const blocked = await blockedAt(join(source.dir, 'bin'), user);
  if (blocked === null && permits(await stat(join(source.dir, 'bin', 'postgres')), user, 5)) return source;

  const target = join(systemDir, `postgresql-${source.version}`);
  if (existsSync(join(target, 'bin', 'postgres'))) return { ...source, dir: target };
  const started = Date.now();
  const aside = `${target}.${process.pid}.tmp`;
  try {
    await mkdir(systemDir, { recursive: true, mode: 0o755 });
    await rm(aside, { recursive: true, force: true });
    // verbatimSymlinks: the libraries' relative links stay relative, not pointing back into the clone.
    await cp(source.dir, aside, { recursive: true, verbatimSymlinks: true });
    await chmod(aside, 0o755);
    await rename(aside, target).catch(async (e: NodeJS.ErrnoException) => {
      if (!existsSync(join(target, 'bin', 'postgres'))) throw e;
      await rm(aside, { recursive: true, force: true }); // another start got there first
    });
  } catch (e) {
    await rm(aside, { recursive: true, force: true }).catch(() => undefined);
    throw diskError(e, target, 'copy the PostgreSQL binaries to') ?? new StartupError(
      `cannot copy the PostgreSQL binaries to ${target}, where the user ${user.name} could run them (${reason(e)}): ` +
        `make ${systemDir} writable by root, or run netinv as an ordinary user`, { path: target });
  }
  const blockedCopy = await blockedAt(join(target, 'bin'), user);
  if (blockedCopy) throw unreachable(user, target, blockedCopy, 'the PostgreSQL binaries');
  log.info('copied the PostgreSQL binaries where their user can run them', { from: source.dir, to: target, user: user.name, ms: Date.now() - started });
  return { ...source, dir: target };
}

/** A StartupError for a full disk, or undefined for any other error. */
export function diskError(e: unknown, path: string, doing: string): StartupError | undefined {
  if ((e as NodeJS.ErrnoException)?.code !== 'ENOSPC') return undefined;
  return new StartupError(`no space left on the disk to ${doing} ${path}: free some space there ` +
    '(or give DATA_DIR a disk with room) and start again', { setting: 'DATA_DIR', path });
}

export interface ClusterPlace {
  /** The cluster's real path (DATA_DIR/pg, or what that link points to). */
  dir: string;
  /** Whom the server runs as; undefined: this process's own user. */
  user: ServerUser | undefined;
}

/** The cluster of DATA_DIR `baseDir`: where it is, or where a new one goes (created empty, owned by its user). */
export async function placeCluster(baseDir: string, systemDir = SYSTEM_DIR): Promise<ClusterPlace> {
  const link = join(baseDir, 'pg');
  const found = await lstat(link).catch(() => null);
  if (found) {
    const dir = found.isSymbolicLink() ? resolve(baseDir, await readlink(link)) : await realpath(link);
    const isCluster = await refuseNonCluster(dir);
    if (!isRoot) return { dir, user: undefined };
    return reachable({ dir, user: isCluster ? await owner(dir) : await newClusterDir(dir) });
  }
  if (!isRoot) return { dir: link, user: undefined };

  const user = await postgresUser();
  if ((await blockedAt(baseDir, user)) === null) return { dir: link, user: await newClusterDir(link, user) };

  // DATA_DIR is closed to the server's user: the cluster goes to SYSTEM_DIR, linked from DATA_DIR.
  const real = await realpath(baseDir);
  const home = join(systemDir, createHash('sha256').update(real).digest('hex').slice(0, 16));
  const dir = join(home, 'pg');
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new StartupError(`${dir} holds the cluster of an earlier DATA_DIR ${real}, whose link ${link} to it is gone: ` +
      `remove ${home} to start afresh, or restore the link (ln -s ${dir} ${link}) and that DATA_DIR's pg_password`,
      { setting: 'DATA_DIR', path: dir });
  }
  try {
    await mkdir(home, { recursive: true, mode: 0o755 });
    await writeFile(join(home, 'data_dir'), real + '\n');
    await newClusterDir(dir, user);
    await symlink(dir, link);
  } catch (e) {
    throw diskError(e, home, 'prepare') ?? new StartupError(`cannot prepare ${home} for the cluster of DATA_DIR ${real} ` +
      `(${reason(e)}): make ${systemDir} writable by root, or run netinv as an ordinary user`, { setting: 'DATA_DIR', path: home });
  }
  log.info('the embedded cluster lives outside DATA_DIR, which its user cannot reach', { dataDir: real, cluster: dir, link, user: user.name });
  return reachable({ dir, user });
}

/** True when `dir` holds a cluster, false when it is an empty directory; throws for anything else. */
async function refuseNonCluster(dir: string): Promise<boolean> {
  if (existsSync(join(dir, 'PG_VERSION'))) return true;
  const st = await stat(dir).catch(() => null);
  if (st === null) return false; // a link whose target is gone: made again
  if (st.isDirectory() && (await readdir(dir)).length === 0) return false;
  throw new StartupError(`${dir} is not a PostgreSQL cluster (no PG_VERSION) and not an empty directory either; ` +
    'an interrupted first start? Move it away (or delete it) to start a new cluster', { setting: 'DATA_DIR', path: dir });
}

/** An empty cluster directory (mode 0700) owned by `user` (postgres unless given). */
async function newClusterDir(dir: string, user?: ServerUser): Promise<ServerUser> {
  user ??= await postgresUser();
  await mkdir(dirname(dir), { recursive: true, mode: 0o755 });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chown(dir, user.uid, user.gid);
  return user;
}

async function reachable(place: ClusterPlace): Promise<ClusterPlace> {
  const blocked = place.user ? await blockedAt(place.dir, place.user) : null;
  if (blocked) throw unreachable(place.user!, place.dir, blocked, 'the cluster', 'DATA_DIR');
  return place;
}
