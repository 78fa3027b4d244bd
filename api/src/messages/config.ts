import { positiveInt } from '../phone-ai/config';

/** Settings of the text-message line (api/README.md's environment table). */
export interface MessagesConfig {
  /** Requests per sender number (hashed) and minute; more get no reply and change nothing. */
  ratePerSender: number;
  /** Requests per client address and minute (the provider's addresses send every sender's messages). */
  ratePerAddress: number;
  /** Reports one number may add to the map per day. */
  reportsPerSenderDay: number;
}

export function loadMessagesConfig(env: NodeJS.ProcessEnv = process.env): MessagesConfig {
  return {
    ratePerSender: positiveInt(env.MESSAGES_RATE_PER_SENDER, 10),
    ratePerAddress: positiveInt(env.MESSAGES_RATE_PER_ADDRESS, 600),
    reportsPerSenderDay: positiveInt(env.MESSAGES_REPORTS_PER_SENDER_DAY, 10),
  };
}
