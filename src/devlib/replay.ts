// In-memory replay of recorded fixtures: sessions that answer each recorded request with its
// recorded answer and refuse anything else as the device would (so a getter sending an
// unrecorded request is caught). The driver tests and the parse benchmark run getters on them;
// the device simulator answers from the same RecordedAnswers over real transports.
import { RecordedAnswers, type Recording } from './fixtures.ts';
import { DeviceCommandError, type CliSession, type EapiSession, type NetconfSession } from './types.ts';

export function cliReplay(recordings: Recording[]): CliSession {
  const answers = new RecordedAnswers(recordings);
  return {
    async run(command) {
      const answer = answers.cli(command);
      if (answer === undefined) throw new DeviceCommandError(command, `% Invalid input detected at '^' marker. (not recorded: ${command})`);
      return answer;
    },
  };
}

export function eapiReplay(recordings: Recording[]): EapiSession {
  const answers = new RecordedAnswers(recordings);
  return {
    async run(commands, format) {
      return commands.map((command) => {
        const answer = answers.eapi(command, format);
        if (answer === undefined) throw new DeviceCommandError(command, `CLI command 1 of 1 '${command}' failed: invalid command (not recorded as ${format})`);
        return answer;
      });
    },
  };
}

/** NETCONF replay: a recorded reply answers its RPC, and every call of the same RPC whatever the arguments. */
export function netconfReplay(recordings: Recording[]): NetconfSession {
  const answers = new RecordedAnswers(recordings);
  return {
    async rpc(request) {
      const answer = answers.rpc(request);
      if (answer === undefined) throw new DeviceCommandError(request, `syntax error (not recorded: ${request})`);
      return answer;
    },
  };
}
