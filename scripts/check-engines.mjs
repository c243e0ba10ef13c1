// `node scripts/check-engines.mjs`: the Node.js version package.json's engines names as the minimum must
// satisfy the engines of every package a production install brings (package-lock.json, dev packages aside),
// so the README's minimum stays true when a dependency is updated.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const { engines } = JSON.parse(readFileSync('package.json', 'utf8'));
const minimum = semver.minVersion(engines.node).version;
const { packages } = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const refusing = Object.entries(packages)
  .filter(([path, info]) => path && !info.dev && typeof info.engines?.node === 'string' && !semver.satisfies(minimum, info.engines.node))
  .map(([path, info]) => `${path.replace(/^.*node_modules\//, '')}@${info.version} wants node ${info.engines.node}`);
if (refusing.length) {
  console.error(
    `Node ${minimum} (package.json engines) is below what these runtime packages declare:\n  ${refusing.join('\n  ')}\nPin versions that support it, or raise engines.node and the README.`,
  );
  process.exit(1);
}
console.log(`engines: every runtime package supports Node ${minimum}`);
