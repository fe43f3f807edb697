import assert from 'node:assert/strict';
import { auth, modelHelpers, rawBody, registry, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';
import { gif, jpeg, png, SVG, webp } from '../support/images.ts';
import { readImageHeader } from '../../src/media/image-header.ts';

// Images and attachments as NetBox takes them: multipart/form-data writes of a device type's
// front_image and rear_image (the device-type library import's PATCH) and of image attachments,
// stored in PostgreSQL and served at /media/<path> with their URLs in the API.
describe('api: images', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const h = modelHelpers(() => api);
  const { host, get, created, refused } = h;
  const make = factories(created);
  const media = (path: string) => `http://${host}/media/${path}`;
  const fetchMedia = (url: string) => api.request.get(new URL(url).pathname).set(auth).set('Host', host).buffer(true).parse(rawBody);
  /** The device-type library import's request: requests.patch(url, headers=..., files={...}),
   * each file a (basename, open file) pair, so each part names its file and gives no type. */
  const importPatch = (id: number, files: Record<string, [string, Buffer]>) => {
    let r = api.request.patch(`/api/dcim/device-types/${id}/`).set(auth).set('Host', host);
    for (const [field, [name, bytes]] of Object.entries(files)) r = r.attach(field, bytes, { filename: name, contentType: 'application/octet-stream' });
    return r;
  };
  const stored = async (path: string): Promise<number> => Number((await api.sql`SELECT count(*) AS n FROM netinv_media WHERE path = ${path}`)[0]!.n);
  const pathOf = (url: string) => new URL(url).pathname.replace(/^\/media\//, '');

  it('takes the import script\'s PATCH with both images; the URLs serve the same bytes, typed, unsniffed', async () => {
    const u = uid();
    const type = await make.deviceType();
    const front = png(19, 2, 0x10);
    const rear = png(19, 2, 0xf0);
    const r = await importPatch(type.id, { front_image: [`acme-${u}.front.png`, front], rear_image: [`acme-${u}.rear.png`, rear] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.front_image, media(`devicetype-images/acme-${u}.front.png`));
    assert.equal(r.body.rear_image, media(`devicetype-images/acme-${u}.rear.png`));
    const read = await get(`dcim/device-types/${type.id}/`);
    assert.equal(read.front_image, r.body.front_image);
    assert.equal(read.rear_image, r.body.rear_image);
    assert.equal(read.model, type.model, 'the other fields are as they were');
    for (const [url, bytes] of [[read.front_image, front], [read.rear_image, rear]] as const) {
      const got = await fetchMedia(url);
      assert.equal(got.status, 200);
      assert.equal(got.headers['content-type'], 'image/png');
      assert.equal(got.headers['x-content-type-options'], 'nosniff');
      assert.equal(got.headers['cache-control'], 'private, no-cache');
      assert.ok(Buffer.compare(got.body as Buffer, bytes) === 0, 'the bytes uploaded');
      const again = await api.request.get(new URL(url).pathname).set(auth).set('If-None-Match', got.headers.etag!);
      assert.equal(again.status, 304);
    }
    const anonymous = await api.request.get(new URL(read.front_image).pathname);
    assert.equal(anonymous.status, 403);
    assert.equal((await api.request.get('/media/devicetype-images/none.png').set(auth)).status, 404);
  });

  it('an image without one is null; form fields beside a file are read as NetBox reads a form', async () => {
    const type = await make.deviceType();
    assert.equal(type.front_image, null);
    assert.equal(type.rear_image, null);
    const r = await api.request.patch(`/api/dcim/device-types/${type.id}/`).set(auth).set('Host', host)
      .field('u_height', '2').field('is_full_depth', 'false').field('comments', 'from a form').attach('front_image', jpeg(640, 480), 'f.jpg');
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.u_height, 2);
    assert.equal(r.body.is_full_depth, false);
    assert.equal(r.body.comments, 'from a form');
    assert.equal(r.body.front_image, media('devicetype-images/f.jpg'));
    assert.equal(r.body.rear_image, null);
    assert.equal((await fetchMedia(r.body.front_image)).headers['content-type'], 'image/jpeg');
  });

  it('a replaced, cleared or deleted image leaves no bytes behind; a taken name gets a suffix', async () => {
    const u = uid();
    const [a, b] = [await make.deviceType(), await make.deviceType()];
    const first = (await importPatch(a.id, { front_image: [`${u}.png`, png(2, 2)] })).body.front_image as string;
    const other = (await importPatch(b.id, { front_image: [`${u}.png`, png(3, 3)], rear_image: [`r${u}.png`, png(3, 3)] })).body as Obj;
    assert.match(other.front_image, new RegExp(`/media/devicetype-images/${u}_[0-9a-f]{8}\\.png$`), 'the name was taken');
    const replaced = await importPatch(a.id, { front_image: [`new-${u}.png`, png(4, 4)] });
    assert.equal(replaced.status, 200);
    assert.equal(await stored(pathOf(first)), 0, 'the replaced image is gone');
    assert.equal((await fetchMedia(first)).status, 404);
    // Cleared by an empty form field, and by JSON null.
    const cleared = await api.request.patch(`/api/dcim/device-types/${a.id}/`).set(auth).set('Host', host).field('front_image', '');
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.equal(cleared.body.front_image, null);
    assert.equal(await stored(pathOf(replaced.body.front_image)), 0);
    const nulled = await h.patch('dcim/device-types', b.id, { rear_image: null });
    assert.equal(nulled.status, 200, JSON.stringify(nulled.body));
    assert.equal(nulled.body.rear_image, null);
    assert.equal(nulled.body.front_image, other.front_image, 'the other image stays');
    assert.equal(await stored(pathOf(other.rear_image)), 0);
    // NetBox's has_front_image and has_rear_image filters.
    const listed = async (q: string) => ((await get(`dcim/device-types/?id=${a.id}&id=${b.id}&${q}`)).results as Obj[]).map((o) => o.id as number);
    assert.deepEqual(await listed('has_front_image=true'), [b.id]);
    assert.deepEqual(await listed('has_front_image=false'), [a.id]);
    assert.deepEqual(await listed('has_rear_image=true'), []);
    const blank = await h.patch('dcim/device-types', b.id, { front_image: '' });
    assert.equal(blank.status, 200, JSON.stringify(blank.body));
    assert.equal(blank.body.front_image, null, 'JSON "" clears too');
    assert.equal(await stored(pathOf(other.front_image)), 0);
    assert.equal((await h.del('dcim/device-types', b.id)).status, 204);
    const [deleted] = [await make.deviceType()];
    const gone = (await importPatch(deleted.id, { rear_image: [`gone-${u}.png`, png(2, 2)] })).body.rear_image as string;
    assert.equal(await stored(pathOf(gone)), 1);
    assert.equal((await h.del('dcim/device-types', deleted.id)).status, 204);
    assert.equal(await stored(pathOf(gone)), 0, 'deleted with its device type');
  });

  it('refuses a spoofed type, an oversized file, an empty one, a file for another field, and JSON text; nothing changes', async () => {
    const u = uid();
    const type = await make.deviceType();
    const kept = (await importPatch(type.id, { front_image: [`kept-${u}.png`, png(5, 5)] })).body.front_image as string;
    const before = await api.sql`SELECT count(*) AS n FROM netinv_media`;
    const patch = () => api.request.patch(`/api/dcim/device-types/${type.id}/`).set(auth).set('Host', host);
    await refused(patch().field('comments', 'changed').attach('front_image', SVG, { filename: `x-${u}.png`, contentType: 'image/png' }), 'front_image', /Upload a valid image/);
    await refused(patch().attach('rear_image', Buffer.from('GIF89a'), 'cut.gif'), 'rear_image', /Upload a valid image/);
    await refused(patch().attach('rear_image', Buffer.alloc(0), 'empty.png'), 'rear_image', /empty/);
    await refused(patch().attach('comments', png(1, 1), 'c.png'), 'comments', /takes no file/);
    await refused(patch().attach('front_image', png(1, 1), 'a.png').attach('front_image', png(1, 1), 'b.png'), 'front_image');
    await refused(h.patch('dcim/device-types', type.id, { front_image: `devicetype-images/kept-${u}.png` }), 'front_image', /not a file/);
    const small = await startApi({ MAX_IMAGE_SIZE: '1kb', MAX_BODY_SIZE: '2kb' });
    try {
      const big = await small.request.patch(`/api/dcim/device-types/${type.id}/`).set(auth).attach('front_image', png(4, 4, 0, 2000), 'big.png');
      assert.equal(big.status, 400, JSON.stringify(big.body));
      assert.deepEqual(Object.keys(big.body), ['front_image']);
      assert.match(big.body.front_image[0], /larger than the limit of 1024 bytes \(MAX_IMAGE_SIZE\)/);
      const long = await small.request.patch(`/api/dcim/device-types/${type.id}/`).set(auth).field('comments', 'x'.repeat(3000)).attach('rear_image', png(4, 4), 'fits.png');
      assert.equal(long.status, 413, 'form fields are held to MAX_BODY_SIZE');
      assert.match(long.body.detail, /larger than the limit of 2048 bytes/);
      const fits = await small.request.patch(`/api/dcim/device-types/${type.id}/`).set(auth).attach('rear_image', png(4, 4), 'fits.png');
      assert.equal(fits.status, 200, JSON.stringify(fits.body));
      await h.patch('dcim/device-types', type.id, { rear_image: null });
    } finally {
      await small.close();
    }
    const after = await get(`dcim/device-types/${type.id}/`);
    assert.equal(after.front_image, kept);
    assert.equal(after.rear_image, null);
    assert.equal(after.comments, type.comments);
    assert.deepEqual(await api.sql`SELECT count(*) AS n FROM netinv_media`, before, 'no image was stored');
  });

  it('OPTIONS names multipart/form-data where it is taken', async () => {
    const types = await api.request.options('/api/dcim/device-types/').set(auth);
    assert.deepEqual(types.body.parses, ['application/json', 'multipart/form-data']);
    const sites = await api.request.options('/api/dcim/sites/').set(auth);
    assert.deepEqual(sites.body.parses, ['application/json']);
  });

  it('multipart stays 415 where NetBox takes no file, and a broken form is a 400', async () => {
    const site = await api.request.post('/api/dcim/sites/').set(auth).field('name', 'x').field('slug', 'x');
    assert.equal(site.status, 415);
    const broken = await api.request.post('/api/dcim/device-types/').set(auth).set('Content-Type', 'multipart/form-data').send('--x\r\n');
    assert.equal(broken.status, 400, JSON.stringify(broken.body));
  });

  it('creates a device type from a form with its images', async () => {
    const u = uid();
    const maker = await make.manufacturer();
    const r = await api.request.post('/api/dcim/device-types/').set(auth).set('Host', host)
      .field('manufacturer', String(maker.id)).field('model', `m-${u}`).field('slug', `m-${u}`).attach('rear_image', webp(300, 40), `r-${u}.webp`);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.rear_image, media(`devicetype-images/r-${u}.webp`));
    assert.equal(r.body.front_image, null);
  });

  it('attaches images through multipart, its size read from the image; deleted with its bytes', async () => {
    const u = uid();
    const site = await make.site();
    const r = await api.request.post('/api/extras/image-attachments/').set(auth).set('Host', host)
      .field('object_type', 'dcim.site').field('object_id', String(site.id)).field('name', `n-${u}`).field('image_height', '1')
      .attach('image', gif(320, 200), `plan-${u}.gif`);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.image, media(`image-attachments/plan-${u}.gif`));
    assert.equal(r.body.image_width, 320);
    assert.equal(r.body.image_height, 200, 'read from the image, not the form');
    assert.equal(r.body.name, `n-${u}`);
    assert.equal((await fetchMedia(r.body.image)).headers['content-type'], 'image/gif');
    await refused(api.request.post('/api/extras/image-attachments/').set(auth).field('object_type', 'dcim.site').field('object_id', String(site.id)), 'image', /required/);
    await refused(h.post('extras/image-attachments', { object_type: 'dcim.site', object_id: site.id, image: 'image-attachments/a.png' }), 'image', /not a file/);
    // Its image is required: not cleared, by null or an empty field.
    await refused(h.patch('extras/image-attachments', r.body.id, { image: null }), 'image', /may not be null/);
    await refused(api.request.patch(`/api/extras/image-attachments/${r.body.id}/`).set(auth).field('image', ''), 'image', /No file was submitted/);
    assert.equal((await get(`extras/image-attachments/${r.body.id}/`)).image, r.body.image);
    assert.equal((await h.del('dcim/sites', site.id)).status, 204);
    assert.equal(await stored(pathOf(r.body.image)), 0, 'deleted with the object it was attached to');
  });

  it('attaches images to module types, as NetBox 4.x; removed with the module type', async () => {
    const u = uid();
    const moduleType = await created('dcim/module-types', { manufacturer: (await make.manufacturer()).id, model: `lc-${u}` });
    const r = await api.request.post('/api/extras/image-attachments/').set(auth).set('Host', host)
      .field('object_type', 'dcim.moduletype').field('object_id', String(moduleType.id)).attach('image', png(8, 4), `lc-${u}.png`);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.object.id, moduleType.id);
    assert.equal((await h.del('dcim/module-types', moduleType.id)).status, 204);
    assert.equal((await api.request.get(`/api/extras/image-attachments/${r.body.id}/`).set(auth)).status, 404);
    assert.equal(await stored(pathOf(r.body.image)), 0);
  });

  it('the change log carries the image path, never its bytes', async () => {
    const u = uid();
    const type = await make.deviceType();
    await importPatch(type.id, { front_image: [`log-${u}.png`, png(6, 6)] });
    const [change] = await api.sql`SELECT postchange_data FROM extras_object_change
      WHERE changed_object_type = 'dcim.devicetype' AND changed_object_id = ${type.id} AND action = 'update' ORDER BY id DESC LIMIT 1`;
    const data = change!.postchange_data as Obj;
    assert.equal(data.front_image, `devicetype-images/log-${u}.png`);
    assert.ok(JSON.stringify(data).length < 2000, 'no bytes');
    // GraphQL gives the path, as NetBox 3.7's GraphQL gives an image field's name.
    const q = await api.request.post('/graphql/').set(auth).send({ query: `{ device_type(id: ${type.id}) { front_image rear_image } }` });
    assert.equal(q.status, 200, JSON.stringify(q.body));
    assert.deepEqual(q.body.data.device_type, { front_image: `devicetype-images/log-${u}.png`, rear_image: null });
  });

  it('every image field\'s table releases its images (src/db/functions/media.sql)', async () => {
    for (const model of registry.catalogue.models) {
      const images = model.fields.filter((f) => f.kind === 'scalar' && f.type === 'image').map((f) => f.column!);
      if (!images.length) continue;
      const [t] = await api.sql`SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t WHERE t.tgrelid = ${model.table}::regclass AND t.tgname = 'netinv_media_release'`;
      assert.ok(t, `${model.table} has no netinv_media_release trigger`);
      for (const c of images) assert.ok((t.def as string).includes(`'${c}'`), `${model.table}.${c} is not released`);
    }
  });

  it('reads the size of each accepted format from its header, and refuses others', () => {
    assert.deepEqual(readImageHeader(png(7, 3)), { contentType: 'image/png', extension: 'png', width: 7, height: 3 });
    assert.deepEqual(readImageHeader(jpeg(1024, 768)), { contentType: 'image/jpeg', extension: 'jpg', width: 1024, height: 768 });
    assert.deepEqual(readImageHeader(gif(65535, 1)), { contentType: 'image/gif', extension: 'gif', width: 65535, height: 1 });
    assert.deepEqual(readImageHeader(webp(16384, 2)), { contentType: 'image/webp', extension: 'webp', width: 16384, height: 2 });
    for (const bad of [SVG, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), png(7, 3).subarray(0, 20), Buffer.alloc(100), gif(0, 5)]) assert.equal(readImageHeader(bad), null);
    // A JPEG of markers that never reach a frame ends with the bytes, not past them.
    const endless = Buffer.concat([Buffer.from([0xff, 0xd8]), ...Array.from({ length: 10000 }, () => Buffer.from([0xff, 0xe1, 0x00, 0x02]))]);
    assert.equal(readImageHeader(endless), null);
  });
});
