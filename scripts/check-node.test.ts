import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, SUPPORTED_NODE } from './check-node.mjs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));

describe('the Node the project runs on', () => {
  it('supports the two LTS lines 22 and 24, not the ended 20', () => {
    expect(SUPPORTED_NODE).toBe(manifest.engines.node);
    expect(isSupportedNode('v22.19.0')).toBe(true);
    expect(isSupportedNode('v24.21.0')).toBe(true);
    expect(isSupportedNode('v20.20.2')).toBe(false);
    expect(isSupportedNode('v22.18.0')).toBe(false);
  });

  it('installs a supported Node with the runtime dependencies, so production has one too', () => {
    const installed = semver.minVersion(manifest.dependencies.node);
    expect(installed && isSupportedNode(installed.version)).toBe(true);
  });

  it('runs the suite on the installed Node and spawns children on it', () => {
    expect(semver.satisfies(process.version, manifest.dependencies.node)).toBe(true);
    const child = spawnSync(process.execPath, ['scripts/check-node.mjs'], { encoding: 'utf8' });
    expect(child.status).toBe(0);
    expect(child.stdout).toContain(`Node ${process.version}`);
  });
});
