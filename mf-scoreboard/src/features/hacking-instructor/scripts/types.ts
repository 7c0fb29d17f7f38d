/** What a tutorial step waits for before the next one shows. */
export type StepWait =
  /** The trainee presses "Next" (or "Finish" on the last step). */
  | { kind: 'next' }
  /** The trainee clicks an element matching the selector. */
  | { kind: 'click'; selector: string }
  /** An element matching the selector shows up. */
  | { kind: 'present'; selector: string }
  /** No element matches the selector (any more). */
  | { kind: 'absent'; selector: string }
  /** An element that is (or comes) on screen goes away again: a menu or dialog is closed. */
  | { kind: 'closed'; selector: string }
  /** The hash route starts with the path (e.g. "/login"). */
  | { kind: 'route'; path: string }
  /** The value of a field matches the pattern (a regular expression). */
  | { kind: 'input'; selector: string; pattern: string }
  /**
   * The value of a field is no longer what it was when the step began (a field the page does
   * not let the trainee type into, changed in the browser's developer tools). A field that is
   * not there yet counts from when it shows up.
   */
  | { kind: 'changed'; selector: string }
  /**
   * The trainee is logged in; with `role` or `email`, as such a user (however they got in).
   * Met already when the step starts, it passes at once: a step that asks for a login is then
   * never in the way of a trainee who is logged in.
   */
  | { kind: 'loggedIn'; role?: string; email?: string }
  /** The script's challenge is solved (the live 'challenge solved' event, or already). */
  | { kind: 'solved' };

export interface TutorialStep {
  /** Translation key of what the instructor says. */
  text: string;
  /** The element the instructor points at, if any (a selector that does not depend on the language). */
  highlight?: string;
  wait: StepWait;
}

/** One tutorial: the steps that guide a trainee through one challenge on the real screens. */
export interface TutorialScript {
  challengeKey: string;
  steps: TutorialStep[];
}
