// WebMCP's declarative form annotations (issue #27; https://developer.chrome.com/docs/ai/webmcp): a form names
// the tool an AI agent may call with it, and each field says what it holds. React passes these lowercase
// attributes through to the DOM as they are; these declarations only let TypeScript accept them.
import "react";

declare module "react" {
  interface FormHTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
    /** The agent may submit without the visitor pressing the button (only where nothing is bought or sent on their behalf). */
    toolautosubmit?: string;
  }
  interface InputHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface SelectHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface TextareaHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  /** A radio group's description: WebMCP reads it from the group's fieldset. */
  interface FieldsetHTMLAttributes<T> {
    toolparamdescription?: string;
  }
}
