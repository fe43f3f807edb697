// Sending one RPC: the reply's content as text, or the DeviceCommandError the contract
// promises when the device answers with an <rpc-error> (warnings ride along with data and
// are not failures).
import { DeviceCommandError, type NetconfSession } from '../../types.ts';
import { unlessRejected } from '../rejected.ts';
import { parseXml, rpcErrorsIn } from './xml.ts';

export async function send(session: NetconfSession, request: string): Promise<string> {
  const reply = await session.rpc(request);
  if (typeof reply !== 'string') throw new Error(`NETCONF reply to ${request} is not text`);
  const errors = rpcErrorsIn(parseXml(reply)).filter((e) => e.severity !== 'warning');
  if (errors.length) throw new DeviceCommandError(request, errors.map((e) => e.message).join('; '));
  return reply;
}

/** The reply, or undefined when the device rejects the RPC (a feature the platform lacks). */
export const sendOptional = (session: NetconfSession, request: string) => unlessRejected(send(session, request));
