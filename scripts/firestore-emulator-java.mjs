// Finds what the official Firestore emulator needs on this machine: a Java 21+ runtime and the emulator's jar,
// by looking (never by one machine's hard-coded paths):
//   Java:  $JAVA_HOME, `java` on PATH, then every JDK/JRE in the system's JVM folders; the newest ≥ 21 wins.
//   Jar:   $FIRESTORE_EMULATOR_BINARY_PATH, firebase-tools' own download cache, then the gcloud install's
//          component (`gcloud` on PATH, or the usual install folders).
// firebase-tools runs its emulator as `java -jar <binary>`; the gcloud component's jar has no Main-Class, so a
// one-file wrapper jar (a manifest naming the main class, with the gcloud jar on its Class-Path) is made once
// with the JDK's `jar` tool, in node_modules/.cache.
//
// firestoreEmulatorSetup() answers { ok: true, env, java, jar, summary } (env: what to add to the firebase CLI's
// environment) or { ok: false, reason } with the two ways to get what is missing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIN_JAVA = 21;
export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const GCLOUD_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const WRAPPER_DIR = path.join(ROOT, 'node_modules', '.cache', 'harbour-emulators');

/**
 * Pure: whether a process's command line (its /proc cmdline, arguments split on NUL) is this checkout's Firestore
 * emulator on `port`: the wrapper jar made here, or the emulator's own main class, with that port.
 */
export function isOurFirestoreEmulator(cmdline, port, wrapperDir = WRAPPER_DIR) {
  const args = cmdline.split('\0');
  const ours = args.some(
    (a) => a.startsWith(path.join(wrapperDir, 'firestore-emulator-wrapper-')) || a === FIRESTORE_MAIN_CLASS,
  );
  const at = args.indexOf('--port');
  return ours && at >= 0 && args[at + 1] === String(port);
}

export const HOW_TO_GET =
  `Two ways to get it: (1) Java ${MIN_JAVA}+ (e.g. Temurin, or your OS's openjdk-${MIN_JAVA} package) and, once with internet, ` +
  '`npx firebase setup:emulators:firestore`; or (2) the gcloud component (`gcloud components install cloud-firestore-emulator`, ' +
  'or the google-cloud-cli-firestore-emulator package) with Java ' +
  MIN_JAVA +
  '+.';

/** Major version from `java -version` output ('openjdk version "17.0.15"' → 17, '"1.8.0_392"' → 8); null if none. */
export function javaMajor(output) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(output ?? '');
  if (!m) return null;
  const major = Number(m[1]);
  return major === 1 && m[2] ? Number(m[2]) : major;
}

function javaVersionOf(javaBinary) {
  const result = spawnSync(javaBinary, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (result.error) return null;
  return javaMajor(`${result.stderr ?? ''}${result.stdout ?? ''}`);
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(name, env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && isFile(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

function listDirs(folder) {
  try {
    return readdirSync(folder).map((name) => path.join(folder, name));
  } catch {
    return [];
  }
}

/** Every java binary worth asking, most explicit first (duplicates through symlinks removed). */
export function javaCandidates(env = process.env) {
  const found = [];
  if (env.JAVA_HOME) found.push(path.join(env.JAVA_HOME, 'bin', 'java'));
  const fromPath = onPath('java', env);
  if (fromPath) found.push(fromPath);
  for (const folder of ['/usr/lib/jvm', '/usr/java', '/opt/java', '/Library/Java/JavaVirtualMachines']) {
    for (const home of listDirs(folder)) {
      found.push(path.join(home, 'bin', 'java'), path.join(home, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  const seen = new Set();
  return found.filter((file) => {
    if (!isFile(file)) return false;
    const real = realpathSync(file);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

/** Pure: the newest candidate at or above MIN_JAVA (the first one listed on a tie), or null. */
export function pickJava(versions) {
  let best = null;
  for (const candidate of versions) {
    if (candidate.major === null || candidate.major < MIN_JAVA) continue;
    if (!best || candidate.major > best.major) best = candidate;
  }
  return best;
}

/** { binary, major, home } of the Java to use, plus every version seen (for the message when none fits). */
export function findJava(env = process.env) {
  const versions = javaCandidates(env).map((binary) => ({ binary, major: javaVersionOf(binary) }));
  const best = pickJava(versions);
  return { best: best && { ...best, home: path.dirname(path.dirname(best.binary)) }, seen: versions };
}

/** gcloud SDK roots worth looking in: the one `gcloud` on PATH belongs to, then the usual install folders. */
export function gcloudRoots(env = process.env, home = os.homedir()) {
  const roots = [];
  const gcloud = onPath('gcloud', env);
  if (gcloud) roots.push(path.dirname(path.dirname(realpathSync(gcloud))));
  if (env.CLOUDSDK_ROOT_DIR) roots.push(env.CLOUDSDK_ROOT_DIR);
  roots.push(
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    path.join(home, 'google-cloud-sdk'),
  );
  return [...new Set(roots)];
}

/** firebase-tools' download cache and the jar name its table expects there. */
function firebaseCacheJar(env, home) {
  const cacheDir = env.FIREBASE_EMULATORS_PATH || path.join(home, '.cache', 'firebase', 'emulators');
  try {
    const infoFile = path.join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
    const info = JSON.parse(readFileSync(infoFile, 'utf8'));
    return path.join(cacheDir, info.firestore.downloadPathRelativeToCacheDir);
  } catch {
    return null;
  }
}

/**
 * The emulator jar: { jar, runnable } where runnable means `java -jar` starts it (firebase-tools' own download,
 * or an explicit override); a gcloud jar needs the wrapper. null when there is none.
 */
export function findFirestoreJar(env = process.env, home = os.homedir()) {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH && isFile(env.FIRESTORE_EMULATOR_BINARY_PATH)) {
    return { jar: env.FIRESTORE_EMULATOR_BINARY_PATH, runnable: true, from: 'FIRESTORE_EMULATOR_BINARY_PATH' };
  }
  const cached = firebaseCacheJar(env, home);
  if (cached && isFile(cached)) return { jar: cached, runnable: true, from: 'the firebase-tools download cache' };
  for (const root of gcloudRoots(env, home)) {
    const jar = path.join(root, GCLOUD_JAR);
    if (isFile(jar)) return { jar, runnable: false, from: `the gcloud install (${root})` };
  }
  return null;
}

/** Pure: the wrapper jar's manifest (lines of at most 72 bytes, continuation lines start with a space). */
export function wrapperManifest(classPathUrl) {
  const folded = [];
  let line = `Class-Path: ${classPathUrl}`;
  folded.push(line.slice(0, 72));
  for (line = line.slice(72); line.length; line = line.slice(71)) folded.push(` ${line.slice(0, 71)}`);
  return ['Manifest-Version: 1.0', `Main-Class: ${FIRESTORE_MAIN_CLASS}`, ...folded, '', ''].join('\n');
}

/** Makes (once per gcloud jar) the wrapper jar firebase-tools can `java -jar`. Returns its path. */
export function ensureWrapperJar(gcloudJar, javaHome, dir = WRAPPER_DIR) {
  const stamp = statSync(gcloudJar).mtimeMs.toFixed(0);
  const wrapper = path.join(dir, `firestore-emulator-wrapper-${stamp}.jar`);
  if (isFile(wrapper)) return wrapper;
  mkdirSync(dir, { recursive: true });
  const manifest = path.join(dir, 'MANIFEST.MF');
  writeFileSync(manifest, wrapperManifest(pathToFileURL(gcloudJar).href));
  const jarTool = path.join(javaHome, 'bin', 'jar');
  if (!isFile(jarTool))
    throw new Error(
      `The Java at ${javaHome} has no \`jar\` tool (a JRE?): install a JDK ${MIN_JAVA}+ to wrap ${gcloudJar}.`,
    );
  const result = spawnSync(jarTool, ['cfm', wrapper, manifest], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`Making the Firestore emulator wrapper jar failed: ${result.stderr || result.error}`);
  return wrapper;
}

/** Pure: the environment for the firebase CLI: that Java first on PATH, and the jar it runs. */
export function emulatorJavaEnv(javaHome, jar, base = process.env) {
  return {
    JAVA_HOME: javaHome,
    PATH: [path.join(javaHome, 'bin'), base.PATH ?? ''].join(path.delimiter),
    FIRESTORE_EMULATOR_BINARY_PATH: jar,
  };
}

/** Looks, decides and prepares. Never throws for a missing piece: says what is missing and how to get it. */
export function firestoreEmulatorSetup(env = process.env) {
  const java = findJava(env);
  const jar = findFirestoreJar(env);
  if (!java.best) {
    const seen = java.seen.length ? java.seen.map((j) => `${j.binary} (${j.major ?? '?'})`).join(', ') : 'none';
    return { ok: false, reason: `No Java ${MIN_JAVA}+ found (seen: ${seen}). ${HOW_TO_GET}` };
  }
  if (!jar) {
    return {
      ok: false,
      reason: `Java ${java.best.major} found, but not the Firestore emulator's jar (looked in the firebase-tools cache and the gcloud install). ${HOW_TO_GET}`,
    };
  }
  try {
    const binary = jar.runnable ? jar.jar : ensureWrapperJar(jar.jar, java.best.home);
    return {
      ok: true,
      env: emulatorJavaEnv(java.best.home, binary, env),
      java: java.best,
      jar: jar.jar,
      summary: `official Firestore emulator (${jar.from}) on Java ${java.best.major} (${java.best.home})`,
    };
  } catch (error) {
    return { ok: false, reason: `${error.message} ${HOW_TO_GET}` };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const setup = firestoreEmulatorSetup();
  console.log(setup.ok ? `Firestore emulator: ${setup.summary}` : `Firestore emulator unavailable: ${setup.reason}`);
  if (setup.ok) console.log(JSON.stringify(setup.env, null, 2));
  process.exit(setup.ok ? 0 : 2);
}
