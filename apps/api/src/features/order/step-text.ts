import { formatDay, type Language, type TEventKind, type TOrderStep, type TRefundStatus } from '@sankalp/contract';

type Text = { en: string; hi: string };
const say = (text: Text, language: Language) => (language === 'hindi' ? text.hi : text.en);

/** A date (yyyy-mm-dd) as a devotee reads it, e.g. "23 Nov 2026" / "23 नवंबर 2026" (the shared rule, decision 200). */
const day = (isoDate: string, language: Language) => formatDay(isoDate, language);

/**
 * Fulfilment steps on the devotee's timeline (decision 144). REFUND_REQUESTED is internal: the
 * payment tab shows the refund and its state, and the timeline shows it once processed.
 */
/** What a step's name may tell: performed on (date) at (temple) by (priest, when the operator gave it). */
export type StepContext = { performedOn: string | null; templeName: string; priestName: string | null; kind?: TEventKind };

function performedName({ performedOn, templeName, priestName, kind }: StepContext, language: Language): string {
  const on = performedOn ? day(performedOn, language) : null;
  if (kind === 'OFFERING') return offeredName({ on, templeName, priestName }, language);
  if (language === 'hindi') {
    const when = on ? ` ${on} को` : '';
    const by = priestName ? ` ${priestName} द्वारा` : '';
    return `पूजा${when} ${templeName} में${by} संपन्न हुई`;
  }
  return `Puja performed${on ? ` on ${on}` : ''} at ${templeName}${priestName ? ` by ${priestName}` : ''}`;
}

/** A chadawa is offered (अर्पित), not performed (issue 21). */
function offeredName({ on, templeName, priestName }: { on: string | null; templeName: string; priestName: string | null }, language: Language): string {
  if (language === 'hindi') {
    const when = on ? ` ${on} को` : '';
    const by = priestName ? ` ${priestName} द्वारा` : '';
    return `चढ़ावा${when} ${templeName} में${by} अर्पित हुआ`;
  }
  return `Chadawa offered${on ? ` on ${on}` : ''} at ${templeName}${priestName ? ` by ${priestName}` : ''}`;
}

type StepText = { name: (context: StepContext, language: Language) => string; description: Text; offeringDescription?: Text; shown: boolean };

const STEP_TEXT: Record<TOrderStep, StepText> = {
  SANKALP_CONFIRMED: {
    name: (_, language) => say({ en: 'Sankalp confirmed', hi: 'संकल्प पक्का हुआ' }, language),
    description: {
      en: 'Booking has closed: your sankalp is final and with the priest.',
      hi: 'बुकिंग बंद हो गई है: आपका संकल्प अंतिम है और पुजारी जी के पास है।',
    },
    shown: true,
  },
  PERFORMED: {
    name: performedName,
    description: { en: 'The priest performed your puja and took your sankalp.', hi: 'पुजारी जी ने आपकी पूजा की और आपका संकल्प लिया।' },
    offeringDescription: { en: 'The priest offered your chadawa and took your sankalp.', hi: 'पुजारी जी ने आपका चढ़ावा अर्पित किया और आपका संकल्प लिया।' },
    shown: true,
  },
  VIDEO_ATTACHED: {
    name: (_, language) => say({ en: 'Video ready', hi: 'वीडियो तैयार है' }, language),
    description: { en: 'The video of your puja is ready to watch.', hi: 'आपकी पूजा का वीडियो देखने के लिए तैयार है।' },
    offeringDescription: { en: 'The video of your chadawa is ready to watch.', hi: 'आपके चढ़ावे का वीडियो देखने के लिए तैयार है।' },
    shown: true,
  },
  SHIPPED: {
    name: (_, language) => say({ en: 'Prasad shipped', hi: 'प्रसाद भेजा गया' }, language),
    description: { en: 'Your prasad is on its way. See the tracking tab.', hi: 'आपका प्रसाद रास्ते में है। ट्रैकिंग टैब देखें।' },
    shown: true,
  },
  DELIVERED: {
    name: (_, language) => say({ en: 'Prasad delivered', hi: 'प्रसाद पहुँच गया' }, language),
    description: { en: 'Your prasad has been delivered.', hi: 'आपका प्रसाद पहुँच गया है।' },
    shown: true,
  },
  REFUND_REQUESTED: {
    name: (_, language) => say({ en: 'Refund started', hi: 'धनवापसी शुरू हुई' }, language),
    description: { en: 'We have asked the bank to refund you.', hi: 'हमने बैंक से आपकी राशि लौटाने को कहा है।' },
    shown: false,
  },
  REFUNDED: {
    name: (_, language) => say({ en: 'Refund processed', hi: 'धनवापसी हो गई' }, language),
    description: { en: 'The refund has been sent to your account.', hi: 'राशि आपके खाते में वापस भेज दी गई है।' },
    shown: true,
  },
};

/**
 * A timeline step as the devotee reads it. A video step after the first is a new video in place of
 * the one they had (a personal clip, or a replaced group video, decision 293): "Video updated", not
 * "Video ready" twice. A shipping step after the first is corrected tracking (decision 297).
 */
export type TimelineStep = TOrderStep | 'VIDEO_UPDATED' | 'TRACKING_UPDATED';

const AGAIN: Record<'VIDEO_UPDATED' | 'TRACKING_UPDATED', StepText> = {
  VIDEO_UPDATED: {
    name: (_, language) => say({ en: 'Video updated', hi: 'वीडियो बदला गया' }, language),
    description: { en: 'A new video of your puja is ready to watch.', hi: 'आपकी पूजा का नया वीडियो देखने के लिए तैयार है।' },
    offeringDescription: { en: 'A new video of your chadawa is ready to watch.', hi: 'आपके चढ़ावे का नया वीडियो देखने के लिए तैयार है।' },
    shown: true,
  },
  TRACKING_UPDATED: {
    name: (_, language) => say({ en: 'Tracking updated', hi: 'ट्रैकिंग बदली गई' }, language),
    description: {
      en: 'The tracking number of your prasad was corrected. See the tracking tab.',
      hi: 'आपके प्रसाद का ट्रैकिंग नंबर सुधारा गया है। ट्रैकिंग टैब देखें।',
    },
    shown: true,
  },
};

/** The step a repeat of each of these becomes. */
const REPEATED: Partial<Record<TOrderStep, keyof typeof AGAIN>> = { VIDEO_ATTACHED: 'VIDEO_UPDATED', SHIPPED: 'TRACKING_UPDATED' };

const textOf = (step: TimelineStep): StepText => (step === 'VIDEO_UPDATED' || step === 'TRACKING_UPDATED' ? AGAIN[step] : STEP_TEXT[step]);

/** Each history row's step in the devotee's words: a second video or shipping step is an update. */
export function timelineSteps<Row extends { step: TOrderStep | null }>(history: readonly Row[]): (TimelineStep | null)[] {
  const seen = new Set<TOrderStep>();
  return history.map(({ step }) => {
    if (!step) return null;
    const again = seen.has(step) ? REPEATED[step] : undefined;
    seen.add(step);
    return again ?? step;
  });
}

export const stepName = (step: TimelineStep, context: StepContext, language: Language) => textOf(step).name(context, language);
export const stepDescription = (step: TimelineStep, language: Language, kind: TEventKind = 'PUJA') => {
  const text = textOf(step);
  return say((kind === 'OFFERING' && text.offeringDescription) || text.description, language);
};
export const stepShown = (step: TimelineStep) => textOf(step).shown;

const REFUND_TEXT: Record<TRefundStatus, Text> = {
  PENDING: { en: 'Refund in progress', hi: 'धनवापसी प्रक्रिया में है' },
  PROCESSED: { en: 'Refunded', hi: 'धनवापसी हो गई' },
  FAILED: { en: 'Refund failed — we will contact you', hi: 'धनवापसी नहीं हो पाई — हम आपसे संपर्क करेंगे' },
};
export const refundStatusText = (status: TRefundStatus, language: Language) => say(REFUND_TEXT[status], language);
