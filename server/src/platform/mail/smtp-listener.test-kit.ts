import net from 'node:net';

/** A message the listener accepted: its envelope and its data as sent. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpListener {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** What it answers to each recipient from now on: 550 (the default) or 250. */
  refuse(refusing: boolean): void;
  /** The messages it accepted, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** What the listener answers a refused recipient: a mail server's usual words for an unknown user. */
export const REFUSAL = '550 5.1.1 Recipient address rejected: User unknown in virtual mailbox table';

/**
 * An SMTP server on a free local port, speaking the protocol for real (RFC 5321's greeting, EHLO,
 * MAIL, RCPT, DATA with its dot, RSET, NOOP, QUIT; no TLS, no AUTH): it refuses every recipient
 * with a 550 until told to accept, then keeps what it accepts. For tests and journeys of the
 * delivery's retries; nodemailer talks to it as to any server.
 */
export async function smtpListener(): Promise<SmtpListener> {
  let refusing = true;
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const say = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string | null = null;
    say('220 127.0.0.1 ESMTP sportello-test');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push({ ...envelope, data: data.replace(/\r\n\.\./g, '\r\n.') });
          data = null;
          envelope = { from: '', to: [] };
          say('250 2.0.0 Ok: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-127.0.0.1\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO') say('250 127.0.0.1');
        else if (verb === 'MAIL') {
          envelope = { from: addressOf(line), to: [] };
          say('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          if (refusing) say(REFUSAL);
          else {
            envelope.to.push(addressOf(line));
            say('250 2.1.5 Ok');
          }
        } else if (verb === 'DATA') {
          if (!envelope.to.length) say('554 5.5.1 Error: no valid recipients');
          else {
            data = '';
            // The first line of the data may follow at once.
            buffer = `\r\n${buffer}`;
            say('354 End data with <CR><LF>.<CR><LF>');
          }
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          say('250 2.0.0 Ok');
        } else if (verb === 'NOOP') say('250 2.0.0 Ok');
        else if (verb === 'QUIT') {
          say('221 2.0.0 Bye');
          socket.end();
        } else say('502 5.5.2 Error: command not recognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    refuse: (value) => void (refusing = value),
    received,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const addressOf = (line: string) => /<([^>]*)>/.exec(line)?.[1] ?? '';
