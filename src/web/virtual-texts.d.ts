/** A group's texts in one language, compiled at build by vite.config.ts's texts plugin. */
declare module 'virtual:texts/*' {
  const namespaces: import('@shared/i18n/runtime/texts').CompiledNamespaces;
  export default namespaces;
}
