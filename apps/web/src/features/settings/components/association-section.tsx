import { ASSOCIATION_DEFAULT_USERS, BILLING_MESSAGES } from '@holeout/shared/billing';
import { useId, useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useAssociationInquiry } from '../api/billing.ts';
import { settingsError } from '../settings-options.ts';

const EMPTY = { name: '', email: '', phone: '', club_name: '', office_address: '', comments: '' };
const SUPPORT = [
  ['onboarding_support', 'Onboarding support'],
  ['implementation_support', 'Implementation support'],
  ['event_management', 'Event management'],
] as const;
type SupportKey = (typeof SUPPORT)[number][0];

/** The association-pricing form (spec 01 §3, §5): name, e-mail and comments required; 50 users by default. */
export function AssociationSection() {
  const [fields, setFields] = useState(EMPTY);
  const [users, setUsers] = useState(String(ASSOCIATION_DEFAULT_USERS));
  const [support, setSupport] = useState<Record<SupportKey, boolean>>({
    onboarding_support: false,
    implementation_support: false,
    event_management: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const inquiry = useAssociationInquiry();
  const commentsId = useId();
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function submit() {
    setSuccess(null);
    if (!fields.name.trim() || !fields.email.trim() || !fields.comments.trim()) {
      setError(BILLING_MESSAGES.associationRequired);
      return;
    }
    const count = Number(users);
    if (!Number.isInteger(count) || count < 1) {
      setError(BILLING_MESSAGES.associationUsers);
      return;
    }
    setError(null);
    const optional = (v: string) => (v.trim() ? v.trim() : undefined);
    inquiry.mutate(
      {
        name: fields.name.trim(),
        email: fields.email.trim(),
        comments: fields.comments.trim(),
        phone: optional(fields.phone),
        club_name: optional(fields.club_name),
        office_address: optional(fields.office_address),
        number_of_users: count,
        ...support,
      },
      {
        onSuccess: (answer) => {
          setSuccess(answer.message);
          setFields(EMPTY);
        },
        onError: (err) => setError(settingsError(errorText(err, BILLING_MESSAGES.associationFailed))),
      },
    );
  }

  return (
    <section className="card settings-section" aria-labelledby="association-heading">
      <h2 id="association-heading">Association Pricing</h2>
      <p className="section-intro">Pricing for clubs and associations: tell us about your group.</p>
      <Form
        onSubmit={submit}
        busy={inquiry.isPending}
        error={error}
        success={success}
        submitLabel="Request Pricing"
        layout="row"
        className="form form-grid"
      >
        <FormField label="Name *" value={fields.name} onValue={set('name')} autoComplete="name" maxLength={120} />
        <FormField
          label="Email *"
          type="email"
          value={fields.email}
          onValue={set('email')}
          autoComplete="email"
          maxLength={254}
        />
        <FormField label="Phone" type="tel" value={fields.phone} onValue={set('phone')} maxLength={40} />
        <FormField label="Club Name" value={fields.club_name} onValue={set('club_name')} maxLength={200} />
        <FormField
          label="Office Address"
          value={fields.office_address}
          onValue={set('office_address')}
          maxLength={400}
        />
        <FormField label="Number of Users" type="number" min={1} value={users} onValue={setUsers} />
        <div className="field" style={{ gridColumn: '1 / -1' }}>
          <label htmlFor={commentsId}>Comments *</label>
          <textarea
            id={commentsId}
            value={fields.comments}
            maxLength={4000}
            rows={3}
            onChange={(e) => set('comments')(e.target.value)}
          />
        </div>
        <fieldset className="check-list" style={{ gridColumn: '1 / -1' }}>
          <legend>Support needed</legend>
          {SUPPORT.map(([key, label]) => (
            <label key={key} className="check-row">
              <input
                type="checkbox"
                checked={support[key]}
                onChange={(e) => setSupport((s) => ({ ...s, [key]: e.target.checked }))}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </Form>
    </section>
  );
}
