// Webhook templates render untrusted text: every way out of the sandbox fails safely (an
// empty value or a TemplateError, quickly), while what NetBox users write works. And the
// condition language: NetBox's operators, nesting and negation.
import assert from 'node:assert/strict';
import { evaluate, parseConditions, ConditionError } from '../../src/events/conditions.ts';
import { compile, render, TemplateError, RENDER_LIMIT_MS } from '../../src/events/templates.ts';

const context = {
  event: 'created',
  model: 'site',
  data: { id: 1, name: 'ams1', status: { value: 'active', label: 'Active' }, tags: [{ name: 'a' }, { name: 'b' }], custom_fields: { x: 1 } },
  snapshots: { prechange: null, postchange: { name: 'ams1' } },
};

describe('webhook templates', () => {
  it('render what NetBox users write: variables, if, for, tojson', async () => {
    assert.equal(await render('{{ event }} {{ model }} {{ data.name }}', context), 'created site ams1');
    assert.equal(await render('{% if data.status.value == "active" %}up{% else %}down{% endif %}', context), 'up');
    assert.equal(await render('{% for t in data.tags %}{{ t.name }},{% endfor %}', context), 'a,b,');
    assert.deepEqual(JSON.parse(await render('{{ data | tojson }}', context)), context.data);
    assert.equal(await render('{{ snapshots.prechange | tojson }}', context), 'null');
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
        compile(text);
        out = await render(text, context);
      } catch (e) {
        assert.ok(e instanceof TemplateError, `${what}: ${(e as Error).stack}`);
      }
      assert.ok(Date.now() - started < RENDER_LIMIT_MS * 10, `${what} took ${Date.now() - started} ms`);
      assert.doesNotMatch(out, /function|process|root:|\[object|native code|SECRET/i, `${what} rendered ${out.slice(0, 200)}`);
      assert.ok(out.length < 1000, `${what} rendered ${out.length} characters`);
    });
  }

  it('refuse unknown filters and bad syntax when compiled', () => {
    assert.throws(() => compile('{{ x | nosuch }}'), TemplateError);
    assert.throws(() => compile('{% if %}'), TemplateError);
    assert.throws(() => compile('{% for x in y %}'), TemplateError);
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
    assert.equal(holds({ and: [{ attr: 'missing.path', value: null }] }), true);
    assert.equal(holds({ and: [{ attr: 'description', value: 'x', op: 'contains' }] }), false);
    assert.equal(holds({ and: [{ attr: 'status.value', value: 'active' }, { or: [{ attr: 'vid', value: 1 }, { attr: 'vid', value: 10 }] }] }), true);
  });
  it('refuse what NetBox refuses', () => {
    for (const bad of [[], { and: [], or: [] }, { not: [] }, { and: {} }, { and: [{ value: 1 }] }, { and: [{ attr: 'a' }] },
      { and: [{ attr: 'a', value: 1, op: 'regex' }] }, { and: [{ attr: 'a', value: 'x', op: 'in' }] }, { and: [{ attr: 'a', value: {}, op: 'eq' }] },
      { and: [{ attr: 'a', value: 1, op: 'nope' }] }, { and: [{ attr: 'a', value: 1, extra: 1 }] }])
      assert.throws(() => parseConditions(bad), ConditionError, JSON.stringify(bad));
  });
});
