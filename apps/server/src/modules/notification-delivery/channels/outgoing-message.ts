/** One notification as a channel sends it, to one person. */
export interface OutgoingMessage {
  /** The notification's kind, e.g. `duty.assigned`: picks the SMS and WhatsApp templates. */
  kind: string;
  /** The language code `title` and `body` are in (`en`, `kn`, …): the recipient's, or English. */
  language: string;
  title: string;
  body: string;
  /**
   * The same words in English, when `language` is another: for a channel whose provider has a
   * template only in English (an SMS must match its DLT template word for word).
   */
  inEnglish?: { title: string; body: string } | undefined;
  /** Where the notification leads, absolute (PUBLIC_URL + the record's path). */
  url: string;
  /** The notification's parameters, for WhatsApp templates' placeholders. */
  params: Record<string, string | number | null>;
  /** Files sent with it; only e-mail carries them (a scheduled report's file). */
  attachments?: MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Recipient {
  userId: string;
  name: string;
  email: string | null;
  /** Ten digits, without +91. */
  phone: string | null;
}

/** One way of reaching a person. A failure throws a DeliveryError. */
export interface ChannelSender {
  send(message: OutgoingMessage, to: Recipient): Promise<void>;
}
