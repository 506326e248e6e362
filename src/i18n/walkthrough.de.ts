// The walkthrough overlay's own texts (SPEC 9; src/ui/walkthrough/): its done button, close button
// and gesture hints. The tutorial's texts (modules/tutorials/texts.de.ts) carry them as `walkthrough`.
export const walkthroughDe = {
  /** SPEC 9: the default caption of the done button (button mode). */
  doneCaption: 'Got it!',
  close: 'Schließen',
  label: 'Hinweis',
  gestures: {
    single_tap: 'Einmal tippen',
    double_tap: 'Zweimal tippen',
    swipe_down: 'Nach unten wischen',
    swipe_left: 'Nach links wischen',
    swipe_right: 'Nach rechts wischen',
    swipe_up: 'Nach oben wischen',
  },
};
