/** A guide for professionals (issue 34, item 3; decision 0402): plain content, with sources. */
export interface Guide {
  slug: string;
  title: string;
  summary: string;
  /** When it was last updated and checked against its sources, "AAAA-MM-DD". */
  updatedOn: string;
  sections: Array<{ heading: string; paragraphs: string[]; bullets?: string[] }>;
  sources: Array<{ label: string; url?: string }>;
}
