// The transport each kind of driver session travels over.
import type { TransportKind } from '../types.ts';
import { cliTransport } from './cli.ts';
import type { Transport } from './contract.ts';
import { eapiTransport } from './eapi.ts';
import { netconfTransport } from './netconf.ts';

export const TRANSPORTS: { [K in TransportKind]: Transport<K> } = {
  cli: cliTransport,
  eapi: eapiTransport,
  netconf: netconfTransport,
};
