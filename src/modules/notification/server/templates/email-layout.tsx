/** react-email's components, loaded with the first mail (they weigh ~45 MB in a process that sends none). */
type EmailParts = typeof import("@react-email/components");

export interface EmailLayoutProps {
  lang: string;
  /** The first line mail clients show beside the subject. */
  preview: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  unsubscribe?: { label: string; url: string };
}

const text = { fontSize: "15px", lineHeight: "24px", color: "#1f2937", whiteSpace: "pre-line" as const, margin: "0 0 14px" };

/**
 * One layout for every mail, from react-email's components: tables and inline styles that Gmail,
 * Outlook and Apple Mail show alike.
 */
function EmailLayout({ parts, lang, preview, paragraphs, action, unsubscribe }: EmailLayoutProps & { parts: EmailParts }) {
  const { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } = parts;
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f6f3ee", fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: "8px", padding: "28px 32px", maxWidth: "560px" }}>
          {paragraphs.map((paragraph, index) => (
            <Text key={index} style={text}>
              {paragraph}
            </Text>
          ))}
          {action ? (
            <Section style={{ margin: "8px 0 6px" }}>
              <Button href={action.url} style={{ backgroundColor: "#7a2e1f", color: "#ffffff", padding: "11px 20px", borderRadius: "6px", fontSize: "15px", textDecoration: "none" }}>
                {action.label}
              </Button>
            </Section>
          ) : null}
          {unsubscribe ? (
            <>
              <Hr style={{ borderColor: "#e5e0d8", margin: "24px 0 12px" }} />
              <Text style={{ fontSize: "12px", color: "#6b7280", margin: 0 }}>
                <Link href={unsubscribe.url} style={{ color: "#6b7280", textDecoration: "underline" }}>
                  {unsubscribe.label}
                </Link>
              </Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's HTML part. */
export async function renderEmailHtml(props: EmailLayoutProps): Promise<string> {
  const parts = await import("@react-email/components");
  return parts.render(<EmailLayout parts={parts} {...props} />);
}
