import type { TutorialScript } from './types';

/** Exposed Metrics: the monitoring figures sit where Prometheus looks for them by default. */
export const exposedMetricsTutorial: TutorialScript = {
  challengeKey: 'exposedMetricsChallenge',
  steps: [
    { text: 'INSTRUCTOR_EXPOSED_METRICS_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_EXPOSED_METRICS_PATH', wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_EXPOSED_METRICS_DONE', wait: { kind: 'next' } },
  ],
};
