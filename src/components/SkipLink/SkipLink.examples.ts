export const examples: Record<string, { label: string; target?: string }> = {
  danish: { label: 'Gå til hovedindhold' },
  english: { label: 'Skip to main content' },
};
