import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string | undefined;
  subject: string | undefined;
  recipients: string[];
}

/**
 * A real SMTP server on loopback for delivery tests: it accepts every message and keeps what it
 * received. It listens only once started, so before that a client meets a closed port.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => new RegExp(`^${name}: (.+)$`, 'mi').exec(raw)?.[1]?.trim();
        this.received.push({
          messageId: header('Message-ID'),
          subject: header('Subject'),
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
  });
  private listening = false;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.listening = true;
        resolve();
      });
    });
  }

  stop(): Promise<void> {
    if (!this.listening) return Promise.resolve();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
