// Where one workload's time goes, on a generated dataset (see bench/support/profile.ts).
//
//   npx tsx bench/profile.ts --size S --path /api/dcim/devices/{device}/ [--requests 300]
//   (a path may use {device}, {prefix}, {dense}: the dataset's sample device, dense prefix)
import { generateDataset, type DatasetSize } from '../scripts/generate-dataset.ts';
import { profileWorkload } from './support/profile.ts';
import { startBenchService } from './support/service.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};

async function main() {
  const service = await startBenchService();
  try {
    const d = await generateDataset(service.sql, arg('size', 'S') as DatasetSize);
    const path = arg('path', '/api/dcim/devices/{device}/').replace('{device}', String(d.sampleDeviceId))
      .replace('{prefix}', String(d.densePrefixId)).replace('{dense}', encodeURIComponent(d.densePrefix));
    process.stdout.write(`# Dataset ${d.size}\n\n${await profileWorkload(service, path, Number(arg('requests', '300')))}`);
  } finally {
    await service.stop();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
