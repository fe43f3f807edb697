// get_ntp_servers from `show run | include ntp server`: "ntp server [vrf <name>] [ip|ipv6] <address> ...".
export function parseNtpServers(output: string): Record<string, Record<string, never>> {
  const servers: Record<string, Record<string, never>> = {};
  for (const line of output.split('\n')) {
    const m = /^\s*ntp server\s+(?:vrf\s+\S+\s+)?(?:ipv6\s+|ip\s+)?(\S+)/.exec(line);
    if (m) servers[m[1]!] = {};
  }
  return servers;
}
