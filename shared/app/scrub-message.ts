/**
 * The one scrub of an error's message before it leaves the page (the bridge's `trackPoint` from the root
 * boundary, the field reports' client errors: ADR 0021, ADR 0034). Its own module so that the static
 * pages' error listeners (render-errors.ts) share it without React.
 */
const MAX_MESSAGE = 160;

/**
 * An error message with what could identify the borrower taken out: URLs' queries and fragments, long
 * digit runs (accounts, phones, amounts), long token-like words. (The field reports take names and e-mail
 * addresses out as well, out of the start script: render-errors.ts.)
 * @example scrubMessage('Bad /x.html?token=abc for 0917 123 4567') // 'Bad /x.html? for #'
 */
export function scrubMessage(message: string): string {
  return (
    message
      .replace(/[?#][^\s'"`)]*/g, (m) => m[0])
      .replace(/[A-Za-z0-9_-]{24,}/g, '#')
      // Three digits or more, separators and all (accounts, phones, amounts such as 1,500.00): a React
      // error's '#418' goes with them; one or two ('reading 0') stay.
      .replace(/\+?\d(?:[\d\s().,-]*\d)?/g, (m) => (m.replace(/\D/g, '').length >= 3 ? '#' : m))
      .slice(0, MAX_MESSAGE)
  );
}
