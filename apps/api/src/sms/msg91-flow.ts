/**
 * The HTTP part of MSG91's Flow API (POST /api/v5/flow, `authkey` header), shared by the OTP sender
 * and the notification SMS channel. MSG91 may answer HTTP 200 with `{"type":"error"}`, so the body
 * decides, not just the status.
 */
export type Msg91FlowOptions = { authKey: string; baseUrl: string; timeoutMs: number };

export type Msg91FlowBody = {
  template_id: string;
  short_url: '0' | '1';
  unicode?: 1;
  recipients: ({ mobiles: string } & Record<string, string>)[];
};

export type Msg91FlowAnswer = {
  status: number;
  /** True when MSG91 took the request (`type: success`). */
  accepted: boolean;
  /** MSG91's request id on success; its error text otherwise. */
  message: string | undefined;
  /** The raw answer, for the log. */
  text: string;
};

/** Posts one Flow request; throws only when no answer came (network, timeout, abort). */
export async function postMsg91Flow(options: Msg91FlowOptions, body: Msg91FlowBody, signal: AbortSignal): Promise<Msg91FlowAnswer> {
  const res = await fetch(new URL('/api/v5/flow', options.baseUrl), {
    method: 'POST',
    headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  const answer = parseAnswer(text);
  return { status: res.status, accepted: res.ok && answer?.type === 'success', message: answer?.message, text };
}

function parseAnswer(text: string): { type?: string; message?: string } | undefined {
  try {
    return JSON.parse(text) as { type?: string; message?: string };
  } catch {
    return undefined;
  }
}
