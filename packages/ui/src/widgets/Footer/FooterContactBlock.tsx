import { useTranslation } from '../../i18n/useTranslation';

export interface FooterContact {
  phone: string;
  email: string;
}

export interface FooterContactBlockProps {
  title: string;
  hours: string;
  contact: FooterContact;
}

export function FooterContactBlock({ title, hours, contact }: FooterContactBlockProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h2 className="text-h3">{title}</h2>
      <p>{hours}</p>
      <p>
        <span className="sr-only">{t('footer.phone')}: </span>
        <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className="underline">
          {contact.phone}
        </a>
      </p>
      <p>
        <span className="sr-only">{t('footer.email')}: </span>
        <a href={`mailto:${contact.email}`} className="underline">
          {contact.email}
        </a>
      </p>
    </section>
  );
}
