// get_config from `show startup-config` / `show running-config`, without the lines IOS adds
// around the configuration (so the text can be loaded back as a candidate).
const NOISE = /^(?:Building configuration.*|Current configuration :.*|! Last configuration change at.*|! NVRAM config last updated at.*)$/gm;

export function cleanConfig(output: string): string {
  return output.replace(NOISE, '').trim();
}
