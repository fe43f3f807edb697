// Webhook templates render untrusted text: every way out of the sandbox fails safely (an
// empty value or a TemplateError, quickly), while what NetBox users write works; a render
// runs in a thread of its own, ended at its deadline or memory cap wherever it is, while this
// thread goes on. And the condition language: NetBox's operators, nesting and negation, with
// regexes on RE2.
import assert from 'node:assert/strict';
import { evaluate, parseConditions, regexError, ConditionError } from '../../src/events/conditions.ts';
import { closeSandbox, runInSandbox } from '../../src/events/sandbox.ts';
import { isPlainText, render, renderTemplates, templateErrors, TemplateError, MEMORY_LIMIT_MB, RENDER_LIMIT_MS } from '../../src/events/templates.ts';
import { whereExpTemplate } from './hooks.ts';

/** Parses `text` as a webhook's save does; throws TemplateError with what is wrong. */
async function compile(text: string): Promise<void> {
  const [problem] = await templateErrors([text]);
  if (problem) throw new TemplateError(problem);
}


const context = {
  event: 'created',
  model: 'site',
  data: { id: 1, name: 'ams1', status: { value: 'active', label: 'Active' }, tags: [{ name: 'a' }, { name: 'b' }], custom_fields: { x: 1 } },
  snapshots: { prechange: null, postchange: { name: 'ams1' } },
};

describe('webhook templates', function () {
  this.timeout(60_000);
  after(closeSandbox);

  it('render what NetBox users write: variables, if, for, tojson', async () => {
    assert.equal(await render('{{ event }} {{ model }} {{ data.name }}', context), 'created site ams1');
    assert.equal(await render('{% if data.status.value == "active" %}up{% else %}down{% endif %}', context), 'up');
    assert.equal(await render('{% for t in data.tags %}{{ t.name }},{% endfor %}', context), 'a,b,');
    assert.deepEqual(JSON.parse(await render('{{ data | tojson }}', context)), context.data);
    assert.equal(await render('{{ snapshots.prechange | tojson }}', context), 'null');
  });

  it('render a text that opens no output or tag as liquidjs does; templates beside it keep their places', async () => {
    const plain = ['http://example.net/hook?a={b}&c=%7B', 'X-A: 1\nX-B: {x} }} %} {#c#}', '{ {event} }', '{%', '', 'not { % a tag'].filter(isPlainText);
    assert.equal(plain.length, 5, 'the bare {% opens a tag');
    const byLiquid = await runInSandbox({ op: 'render', texts: plain, context: JSON.stringify(context) });
    assert.deepEqual(byLiquid, plain.map((value) => ({ value })), 'liquidjs renders each as it is');
    assert.deepEqual(await renderTemplates([plain[0]!, '{{ data.name }}', plain[1]!, '{{ model }}'], JSON.stringify(context)), [plain[0], 'ams1', plain[1], 'site']);
    assert.deepEqual(await renderTemplates(plain, '{"not": "used"}'), plain);
  });

  const escapes: Array<[string, string]> = [
    ['constructor', '{{ data.constructor }}'],
    ['constructor chain', '{{ data.constructor.constructor }}'],
    ['constructor call through a filter', "{{ data.constructor.constructor | append: 'return 1' | size }}"],
    ['__proto__', '{{ data.__proto__ }}'],
    ['prototype of a string', '{{ data.name.constructor.prototype }}'],
    ['process', '{{ process.env.SECRET_KEY }}{{ process.mainModule }}'],
    ['require', "{{ require('child_process') }}"],
    ['global', '{{ global.process }}{{ globalThis.process }}'],
    ['this', '{{ this }}{{ this.constructor }}'],
    ['hasOwnProperty of the context', '{{ data.hasOwnProperty }}{{ toString }}'],
    ['include a file', "{% include '/etc/passwd' %}"],
    ['render a file', "{% render '/etc/passwd' %}"],
    ['layout a file', "{% layout '/etc/passwd' %}x"],
    ['endless loop', '{% for i in (1..1000000000) %}{% endfor %}'],
    ['nested loops', '{% for i in (1..100000) %}{% for j in (1..100000) %}{% endfor %}{% endfor %}'],
    ['huge output', '{% for i in (1..100000000) %}xxxxxxxxxx{% endfor %}'],
    ['doubling string', '{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}'],
    ['recursive include', "{% capture x %}{% include 'x' %}{% endcapture %}"],
  ];
  for (const [what, text] of escapes) {
    it(`fail safely: ${what}`, async () => {
      const started = Date.now();
      let out = '';
      try {
        await compile(text);
        out = await render(text, context);
      } catch (e) {
        assert.ok(e instanceof TemplateError, `${what}: ${(e as Error).stack}`);
      }
      assert.ok(Date.now() - started < RENDER_LIMIT_MS * 10, `${what} took ${Date.now() - started} ms`);
      assert.doesNotMatch(out, /function|process|root:|\[object|native code|SECRET/i, `${what} rendered ${out.slice(0, 200)}`);
      assert.ok(out.length < 1000, `${what} rendered ${out.length} characters`);
    });
  }

  it('refuse unknown filters and bad syntax when compiled', async () => {
    await assert.rejects(compile('{{ x | nosuch }}'), TemplateError);
    await assert.rejects(compile('{% if %}'), TemplateError);
    await assert.rejects(compile('{% for x in y %}'), TemplateError);
    assert.deepEqual(await templateErrors(['{{ data.name }}', '', '{% if %}']).then((e) => e.map((x) => x === null)), [true, true, false]);
  });

  it('end a single filter call at the deadline, while this thread goes on; the next render works', async () => {
    // 2^18 numbers through 70 clauses: 40 s of one where_exp call, which liquidjs' own limit
    // (checked between tags) does not end.
    await render('{{ model }}', context); // the thread started
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = Date.now();
    try {
      await assert.rejects(render(whereExpTemplate(18), context), (e: Error) => e instanceof TemplateError && e.message === `Template exceeded its time limit of ${RENDER_LIMIT_MS} ms`);
    } finally {
      clearInterval(ticker);
    }
    const took = Date.now() - started;
    // The limit counts the thread's CPU time: on a busy machine the wall time is longer.
    assert.ok(took >= RENDER_LIMIT_MS && took < RENDER_LIMIT_MS * 10 + 5000, `ended after ${took} ms`);
    assert.ok(ticks >= (RENDER_LIMIT_MS / 10) * 0.3, `this thread's timers ran ${ticks} times meanwhile`);
    assert.equal(await render('{{ data.name }}', context), 'ams1', 'a fresh thread took its place');
  });

  it('end a render that outgrows its memory cap', async () => {
    // 2^24 numbers: more than MEMORY_LIMIT_MB, in few tags and no string.
    await assert.rejects(render('{% assign a = "1" | split: "," %}{% for i in (1..24) %}{% assign a = a | concat: a %}{% endfor %}{{ a | size }}', context),
      (e: Error) => e instanceof TemplateError && e.message === `Template exceeded its memory limit of ${MEMORY_LIMIT_MB} MB`);
    assert.equal(await render('{{ event }}', context), 'created');
  });

  it('bound the parse of a hostile template at save, away from this thread', async () => {
    // 6,000 nested loops: liquidjs' parse of them grows faster than their length.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = Date.now();
    let nested: string | null | undefined;
    let long: string | null | undefined;
    try {
      [nested, long] = await templateErrors(['{% for a in b %}'.repeat(6000), 'x'.repeat(100_001)]);
    } finally {
      clearInterval(ticker);
    }
    assert.match(nested!, /^Template exceeded its time limit of 1000 ms$|call stack/);
    assert.match(long!, /at most 100000 characters/);
    assert.ok(Date.now() - started < RENDER_LIMIT_MS * 10 + 5000);
    assert.ok(ticks >= 5, `this thread's timers ran ${ticks} times meanwhile`);
  });
});

describe('webhook conditions', () => {
  const data = { name: 'ams1', vid: 10, status: { value: 'active' }, tags: [{ slug: 'a' }, { slug: 'b' }], description: null };
  const holds = (c: unknown) => evaluate(parseConditions(c), data);
  it('evaluate NetBox\'s operators, nesting and negation', () => {
    assert.equal(holds({ and: [{ attr: 'status.value', value: 'active' }] }), true);
    assert.equal(holds({ and: [{ attr: 'status.value', value: 'active', negate: true }] }), false);
    assert.equal(holds({ and: [{ attr: 'vid', value: 5, op: 'gt' }, { attr: 'vid', value: 10, op: 'lte' }] }), true);
    assert.equal(holds({ or: [{ attr: 'vid', value: 11, op: 'gte' }, { attr: 'name', value: 'ams', op: 'contains' }] }), true);
    assert.equal(holds({ and: [{ attr: 'name', value: ['ams1', 'fra1'], op: 'in' }] }), true);
    assert.equal(holds({ and: [{ attr: 'tags.slug', value: 'b', op: 'contains' }] }), true);
    assert.equal(holds({ and: [{ attr: 'name', value: '^a.s', op: 'regex' }] }), true);
    assert.equal(holds({ and: [{ attr: 'name', value: 'ms', op: 'regex' }] }), false, 'regex matches at the start, as re.match');
    assert.equal(holds({ and: [{ attr: 'name', value: 'x|ms', op: 'regex' }] }), false, 'every alternative at the start');
    assert.equal(holds({ and: [{ attr: 'name', value: 'x|am', op: 'regex' }] }), true);
    assert.equal(holds({ and: [{ attr: 'name', value: 'x)|(ms', op: 'regex' }] }), false, 'no pattern alone: it cannot close the anchoring group');
    assert.equal(holds({ and: [{ attr: 'missing.path', value: null }] }), true);
    assert.equal(holds({ and: [{ attr: 'description', value: 'x', op: 'contains' }] }), false);
    assert.equal(holds({ and: [{ attr: 'status.value', value: 'active' }, { or: [{ attr: 'vid', value: 1 }, { attr: 'vid', value: 10 }] }] }), true);
  });
  it('run regexes on RE2, matching at the start: a catastrophic pattern answers at once', () => {
    const started = Date.now();
    const c = parseConditions({ and: [{ attr: 'name', value: '^(a+)+$', op: 'regex' }] });
    for (const n of [26, 40, 5000]) assert.equal(evaluate(c, { name: `${'a'.repeat(n)}!` }), false);
    assert.equal(evaluate(c, { name: 'a'.repeat(40) }), true);
    assert.ok(Date.now() - started < 5000, `took ${Date.now() - started} ms`);
  });

  it('refuse at save a regex RE2 does not take or that compiles too large', async () => {
    const problem = (value: string) => regexError(parseConditions({ or: [{ attr: 'name', value: 'ok', op: 'regex' }, { and: [{ attr: 'name', value, op: 'regex' }] }] }));
    assert.equal(await problem('^ams[0-9]+$'), null);
    assert.match((await problem('(a)\\1'))!, /Invalid regular expression '\(a\)\\1'.*RE2/);
    assert.match((await problem('(?=a)'))!, /Invalid regular expression/);
    assert.match((await problem('('))!, /missing closing \)/);
    assert.match((await problem('a{1000}'.repeat(10)))!, /too complex/);
    assert.throws(() => parseConditions({ and: [{ attr: 'name', value: 'a'.repeat(501), op: 'regex' }] }), ConditionError);
  });

  it('refuse what NetBox refuses', () => {
    for (const bad of [[], { and: [], or: [] }, { not: [] }, { and: {} }, { and: [{ value: 1 }] }, { and: [{ attr: 'a' }] },
      { and: [{ attr: 'a', value: 1, op: 'regex' }] }, { and: [{ attr: 'a', value: 'x', op: 'in' }] }, { and: [{ attr: 'a', value: {}, op: 'eq' }] },
      { and: [{ attr: 'a', value: 1, op: 'nope' }] }, { and: [{ attr: 'a', value: 1, extra: 1 }] }])
      assert.throws(() => parseConditions(bad), ConditionError, JSON.stringify(bad));
  });
});
