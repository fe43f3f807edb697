// Copying a text for the user: through the clipboard API where the browser offers it (secure
// origins), else by selecting it on the page and asking the browser to copy the selection, and
// where even that is refused, leaving it selected for the user's own Ctrl+C.

/** Copies `text`; `select` selects it on the page when the clipboard API cannot be used. Says
 * what happened, for a status line: `what` names the text ("The key"). */
export async function copyText(text: string, select: () => void, what: string): Promise<string> {
  if (navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return 'Copied to the clipboard.';
    } catch {
      // refused (no permission): fall back to selecting the text
    }
  }
  select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  return copied ? 'Copied to the clipboard.' : `${what} is selected: press Ctrl+C (⌘C on a Mac) to copy it.`;
}
