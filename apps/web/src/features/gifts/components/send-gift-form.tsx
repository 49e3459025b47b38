import { BILLING_MESSAGES } from '@holeout/shared/billing';
import { useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSendGift } from '../api/gifts.ts';

/** Sends one gift code: an e-mail address gets it by e-mail; a phone number gets a link to share. */
export function SendGiftForm({ giftCodeId }: { giftCodeId: number }) {
  const [recipient, setRecipient] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const send = useSendGift();

  function submit() {
    setSuccess(null);
    if (!recipient.trim()) {
      setError(BILLING_MESSAGES.giftSendEmpty);
      return;
    }
    setError(null);
    send.mutate(
      { giftCodeId, recipient: recipient.trim() },
      {
        onSuccess: (answer) => {
          setSuccess(answer.shareUrl ? `${answer.message} ${answer.shareUrl}` : answer.message);
          setRecipient('');
        },
        onError: (err) => setError(`Error: ${errorText(err, BILLING_MESSAGES.giftSendFailed)}`),
      },
    );
  }

  return (
    <Form onSubmit={submit} busy={send.isPending} error={error} success={success} submitLabel="Send Gift" layout="row">
      <FormField label="Phone number or email" value={recipient} onValue={setRecipient} maxLength={254} />
    </Form>
  );
}
