import { escapeXml, response } from '../phone-ai/voice/twiml';

/** A TwiML answer with one <Message>, or none (the provider then sends nothing back). */
export const messageResponse = (text: string | null) =>
  text === null ? response() : response(`<Message>${escapeXml(text)}</Message>`);
