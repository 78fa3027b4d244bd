import { Type, type Static } from '@sinclair/typebox';
import { NAMED_ILLNESSES } from '../domain/illness';
import { SYMPTOMS } from '../domain/symptoms';
import { ContentLocaleSchema, LocaleRequestSchema } from '../i18n/content-locale-schema';
import { SeveritySchema } from '../reports/schemas';
import { ExplanationNoteSchema } from './explanation-notes';

/**
 * AI Health Diagnosis (docs/SPEC.md §2, §3 "Phone consultation result", §7).
 *
 * Severity vocabulary: the engine triages on three levels and reports them on
 * SPEC's report severity scale, one to one:
 *   self-care   -> 'mild'
 *   see-doctor  -> 'moderate'
 *   emergency   -> 'severe'
 * Requests may also say 'low' | 'medium' | 'high' (the emergency alert test
 * sends 'high'); they are read as mild | moderate | severe.
 */
export const TRIAGE_LEVELS = ['self-care', 'see-doctor', 'emergency'] as const;
export type TriageLevel = (typeof TRIAGE_LEVELS)[number];

export const TRIAGE_TO_SEVERITY = { 'self-care': 'mild', 'see-doctor': 'moderate', emergency: 'severe' } as const;

/** The conditions the engine can name: SPEC's named illnesses, then three it tells apart from them. */
export const CONDITIONS = [...NAMED_ILLNESSES, 'common-cold', 'gastroenteritis', 'migraine'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const CONDITION_LABELS: Record<Condition, string> = {
  flu: 'Influenza (flu)',
  dengue: 'Dengue',
  covid: 'COVID-19',
  malaria: 'Malaria',
  typhoid: 'Typhoid fever',
  chikungunya: 'Chikungunya',
  'common-cold': 'Common cold',
  gastroenteritis: 'Gastroenteritis',
  migraine: 'Migraine',
};

export const UNKNOWN_DIAGNOSIS = 'Unknown — not enough information';

/**
 * The danger-sign questions every caller is asked before anything else (WHO
 * IMAI/IMCI general danger signs, WHO dengue warning signs, CDC and NHS
 * emergency warning signs): findings the 15-symptom checklist cannot carry.
 * A yes to any of them is an emergency.
 */
export const DANGER_SIGNS = [
  'Stiff neck',
  'Confusion or very hard to wake',
  'Breathless at rest or blue lips',
  'Chest pain or pressure that does not go away',
  'Bleeding from gums or nose, or blood in vomit or stool',
  'Cannot keep fluids down',
  'Severe belly pain',
  'Fainted or had a seizure',
  'Rash that does not fade when pressed',
  'Very little or no urine for 12 hours',
  'Face drooping, arm weakness or slurred speech',
  'A baby under 3 months old with a fever',
  'Pregnant, with a severe headache, blurred vision or sudden swelling of the face or hands',
  'A sudden, severe headache, the worst ever',
] as const;
export type DangerSign = (typeof DANGER_SIGNS)[number];
export const DangerSignSchema = Type.Union(DANGER_SIGNS.map((d) => Type.Literal(d)));

/** The most follow-up questions one consultation asks (one round, yes or no each). */
export const MAX_FOLLOW_UP_QUESTIONS = 8;

/** A yes or no to one of the engine's follow-up questions. */
export const FollowUpAnswerSchema = Type.Object(
  {
    symptom: Type.String({ maxLength: 200 }),
    present: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type FollowUpAnswer = Static<typeof FollowUpAnswerSchema>;

export const URGENCIES = ['normal', 'urgent', 'emergency'] as const;
export const AlertSeveritySchema = Type.Union(
  [
    Type.Literal('low'),
    Type.Literal('medium'),
    Type.Literal('high'),
    Type.Literal('mild'),
    Type.Literal('moderate'),
    Type.Literal('severe'),
  ],
  { description: "low|medium|high or SPEC's mild|moderate|severe" },
);
export type AlertSeverity = Static<typeof AlertSeveritySchema>;

export const CallerLocationSchema = Type.Object(
  {
    country: Type.Optional(Type.String({ maxLength: 2 })),
    pinCode: Type.Optional(Type.String({ maxLength: 16 })),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    text: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type CallerLocation = Static<typeof CallerLocationSchema>;

const PhoneNumberSchema = Type.String({ maxLength: 32, description: 'Kept only as a salted hash' });
const SymptomTextsSchema = Type.Array(Type.String({ maxLength: 200 }), {
  maxItems: 30,
  description: 'Symptom names or free phrases ("temperature", "throwing up"); mapped to the 15 symptoms',
});

/** POST /api/phone-ai/health-consultation */
export const HealthConsultationBodySchema = Type.Object(
  {
    phoneNumber: PhoneNumberSchema,
    symptoms: SymptomTextsSchema,
    urgency: Type.Optional(Type.Union(URGENCIES.map((u) => Type.Literal(u)))),
    /** true when the caller answered all 15 symptoms, so unlisted ones count as absent. */
    fullChecklist: Type.Optional(Type.Boolean()),
    country: Type.Optional(Type.String({ maxLength: 2 })),
    pinCode: Type.Optional(Type.String({ maxLength: 16 })),
    location: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), CallerLocationSchema])),
    /** The danger signs the caller answered yes to (asked of every caller; absent when not asked). */
    dangerSigns: Type.Optional(Type.Array(DangerSignSchema, { maxItems: DANGER_SIGNS.length, uniqueItems: true })),
    /**
     * Answers to the follow-up questions of a first consultation. Present (even empty) means the
     * questions were asked, so the answer asks no more.
     */
    answers: Type.Optional(Type.Array(FollowUpAnswerSchema, { maxItems: 15 })),
    /** The language of the diagnosis and condition labels (en, hi, es; any other answers in English); advice comes as ids. */
    locale: Type.Optional(LocaleRequestSchema),
  },
  { additionalProperties: false },
);
export type HealthConsultationBody = Static<typeof HealthConsultationBodySchema>;

/** POST /api/phone-ai/emergency-alert */
export const EmergencyAlertBodySchema = Type.Object(
  {
    phoneNumber: PhoneNumberSchema,
    symptoms: SymptomTextsSchema,
    severity: Type.Optional(AlertSeveritySchema),
    location: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), CallerLocationSchema])),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type EmergencyAlertBody = Static<typeof EmergencyAlertBodySchema>;

export const SymptomEvidenceSchema = Type.Object({
  symptom: Type.String(),
  /** P(symptom | condition) / P(symptom | the other conditions): above 1 speaks for the condition. */
  likelihoodRatio: Type.Number(),
});
export type SymptomEvidence = Static<typeof SymptomEvidenceSchema>;

export const DifferentialEntrySchema = Type.Object({
  condition: Type.String(),
  label: Type.String(),
  probability: Type.Number({ minimum: 0, maximum: 1 }),
  /** The caller's symptoms that speak most for this condition (likelihood ratio above 1), strongest first, at most 3. */
  evidence: Type.Array(SymptomEvidenceSchema),
});
export type DifferentialEntry = Static<typeof DifferentialEntrySchema>;

export const RedFlagSchema = Type.Object({
  id: Type.String(),
  description: Type.String(),
  level: Type.String(),
  source: Type.String(),
});
export type RedFlag = Static<typeof RedFlagSchema>;

export const ExplanationSchema = Type.Object({
  matchedSymptoms: Type.Array(Type.String()),
  deniedSymptoms: Type.Array(Type.String()),
  unmappedTerms: Type.Array(Type.String()),
  evidence: Type.Union([Type.Literal('present-only'), Type.Literal('full-checklist')]),
  redFlags: Type.Array(RedFlagSchema),
  /** Strongest symptom for the top condition: likelihood ratio against the rest. */
  drivers: Type.Array(SymptomEvidenceSchema),
  localReports: Type.Integer({ description: 'Recent local reports (14 days) that shifted the priors' }),
  /** How the answer was worked out, in order, as notes the page words (explanation-notes.ts). */
  notes: Type.Array(ExplanationNoteSchema),
});
export type Explanation = Static<typeof ExplanationSchema>;

/**
 * One line of a consultation's advice: `rule.<red-flag rule id>`, `triage.<level>`, `condition.<condition>.<n>`,
 * `unknown.<n>` or `disclaimer`.
 */
export const AdviceIdSchema = Type.String({ pattern: '^(disclaimer|(rule|triage|condition|unknown)\\.[a-z0-9.-]+)$' });
export type AdviceId = Static<typeof AdviceIdSchema>;
export const DISCLAIMER_ADVICE: AdviceId = 'disclaimer';

/** docs/SPEC.md §3 "Phone consultation result", plus triage, differential and explanation. */
export const ConsultationResultSchema = Type.Object({
  diagnosis: Type.String(),
  condition: Type.Union([Type.String(), Type.Null()], {
    description: 'Engine key of the diagnosis, null when unknown',
  }),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  severity: SeveritySchema,
  triage: Type.Union(TRIAGE_LEVELS.map((t) => Type.Literal(t))),
  /**
   * What to do, as advice ids, most urgent first and the not-a-diagnosis disclaimer last: worded from the
   * `advice.<id>` entries of the phoneAi remote's catalogs, by the page and by the phone line alike.
   */
  advice: Type.Array(AdviceIdSchema),
  followUpRequired: Type.Boolean(),
  differential: Type.Array(DifferentialEntrySchema),
  /**
   * Checklist symptoms worth asking about next (yes or no), most useful first, at most
   * MAX_FOLLOW_UP_QUESTIONS: those that would reveal an emergency first, then those that best
   * separate the differential. Empty with a full checklist or once answers were given.
   */
  followUpQuestions: Type.Optional(Type.Array(Type.String())),
  explanation: ExplanationSchema,
  /** The language of diagnosis, labels and recommendations; present only when the request named a locale. */
  locale: Type.Optional(ContentLocaleSchema),
});
export type ConsultationResult = Static<typeof ConsultationResultSchema>;

export const EmergencyAlertResultSchema = Type.Object({
  ...ConsultationResultSchema.properties,
  alertId: Type.String(),
});
export type EmergencyAlertResult = Static<typeof EmergencyAlertResultSchema>;

/** docs/SPEC.md §5 / §8 messages. */
export const PHONE_AI_MESSAGES = {
  alertMissing: 'Please provide phone number and symptoms for emergency alert',
  consultationMissing: 'Please provide phone number and symptoms',
  consultationFailed: 'Failed to get AI consultation',
  alertFailed: 'Failed to send emergency alert',
  network: 'Network error. Please try again.',
} as const;

/** The fields a telephony provider posts to /api/phone-ai/voice* (form-encoded); it sends many more, all accepted. */
export const VoiceFormSchema = Type.Object(
  {
    // Every provider request names its call; replays and alerts are tracked per call.
    CallSid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    From: Type.Optional(Type.String({ maxLength: 64 })),
    SpeechResult: Type.Optional(Type.String({ maxLength: 2000 })),
    Digits: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: true },
);
export type VoiceForm = Static<typeof VoiceFormSchema>;

/** `danger=no`: the caller answered no to the danger-sign question (so the consultation gets `dangerSigns: []`). */
const DangerAnsweredSchema = Type.Optional(Type.Literal('no'));

/**
 * The query of /api/phone-ai/voice/*: `mode=keypad` on /voice/answer (the answer is a keypad digit
 * string), `again=1` on /voice/danger (the danger-sign question is being asked a second time).
 */
/** The languages the phone line speaks. */
export const VOICE_LANGUAGES = ['en', 'hi', 'es'] as const;
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];
/** A language the caller chose by keypad; without it the caller's country code decides. */
const VoiceLanguageSchema = Type.Optional(Type.Union(VOICE_LANGUAGES.map((l) => Type.Literal(l))));

export const VoiceQuerySchema = Type.Object(
  {
    lang: VoiceLanguageSchema,
    mode: Type.Optional(Type.Literal('keypad')),
    danger: DangerAnsweredSchema,
    again: Type.Optional(Type.Literal('1')),
  },
  { additionalProperties: true },
);
export type VoiceQuery = Static<typeof VoiceQuerySchema>;

/** Up to `max` symptom numbers of the keypad list (1 = SYMPTOMS[0] ... 15), dot-separated: "1.4.13". */
const symptomNumbers = (max: number) =>
  Type.String({ pattern: `^(?:[1-9]|1[0-5])(?:\\.(?:[1-9]|1[0-5])){0,${max - 1}}$` });

/**
 * The state of a call's follow-up questions, carried in the query of
 * /api/phone-ai/voice/follow-up (the provider signs the full URL, so a changed
 * state fails the signature check): the symptoms heard and denied, the
 * questions to ask, and the answers so far, one letter each in question order
 * (y yes, n no, s no key pressed).
 */
export const VoiceFollowUpQuerySchema = Type.Object(
  {
    heard: symptomNumbers(SYMPTOMS.length),
    denied: Type.Optional(symptomNumbers(SYMPTOMS.length)),
    ask: symptomNumbers(MAX_FOLLOW_UP_QUESTIONS),
    answers: Type.Optional(Type.String({ pattern: `^[yns]{0,${MAX_FOLLOW_UP_QUESTIONS - 1}}$` })),
    danger: DangerAnsweredSchema,
    lang: VoiceLanguageSchema,
  },
  { additionalProperties: false },
);
export type VoiceFollowUpQuery = Static<typeof VoiceFollowUpQuerySchema>;

/**
 * The query of /api/phone-ai/voice/report and /voice/report/place: the symptoms the consultation
 * heard (signed with the URL, so a caller cannot add others), the language, and `again=1` when the
 * postal code is asked a second time.
 */
export const VoiceReportQuerySchema = Type.Object(
  {
    heard: symptomNumbers(SYMPTOMS.length),
    lang: VoiceLanguageSchema,
    again: Type.Optional(Type.Literal('1')),
  },
  { additionalProperties: false },
);
export type VoiceReportQuery = Static<typeof VoiceReportQuerySchema>;
