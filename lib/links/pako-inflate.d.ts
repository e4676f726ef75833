// pako's inflater on its own (the package's types declare only the whole package).
declare module "pako/lib/inflate.js" {
  export { inflate } from "pako";
}
