import assert from 'node:assert/strict';
import { keepSections, replaceSection } from '../../bench/support/report.ts';

describe('bench/REPORT.md sections', () => {
  const report = '# netinv benchmarks\n\n## Dataset M\n\nrows\n';

  it('appends a section, then replaces only that section on a re-run', () => {
    const once = replaceSection(report, 'netbox-harness', '## NetBox\n\nfirst run\n');
    assert.equal(once, `${report}\n<!-- netbox-harness: begin -->\n## NetBox\n\nfirst run\n<!-- netbox-harness: end -->\n`);
    const both = replaceSection(once, 'cost-growth', '## Growth\n\nL / M\n');
    const again = replaceSection(both, 'netbox-harness', '## NetBox\n\nsecond run\n');
    assert.ok(again.startsWith(report));
    assert.ok(again.includes('second run') && !again.includes('first run'));
    assert.ok(again.indexOf('second run') < again.indexOf('## Growth'), 'the section stays in its place');
    assert.equal(again.match(/netbox-harness: begin/g)?.length, 1);
  });

  it('keeps the other benchmarks\' sections when `make bench` writes the rest again', () => {
    const withSections = replaceSection(replaceSection(report, 'netbox-harness', 'harness\n'), 'cost-growth', 'growth\n');
    const fresh = '# netinv benchmarks\n\n## Dataset M\n\nnew rows\n';
    const written = keepSections(withSections, fresh);
    assert.ok(written.startsWith(fresh.trimEnd()));
    assert.ok(!written.includes('\nrows'));
    assert.match(written, /<!-- netbox-harness: begin -->\nharness\n<!-- netbox-harness: end -->/);
    assert.match(written, /<!-- cost-growth: begin -->\ngrowth\n<!-- cost-growth: end -->/);
    assert.equal(keepSections(written, fresh), written, 'writing again changes nothing');
  });
});
