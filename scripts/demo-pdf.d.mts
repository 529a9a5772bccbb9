export declare function winAnsiBytes(text: string): Buffer;
export declare function wrapText(text: string, size: number): string[];
export declare function pdfDocument(doc: {
  title: string;
  blocks: { text: string; size?: number; bold?: boolean; gapBefore?: number }[];
}): Buffer;
