/** The call the first-catalog loader leaves in a `?first` catalog's chunk, replaced by the plugin after minifying. */
module.exports = { FIRST_CATALOG_MARKER: '__VENDANGE_FIRST_CATALOG__' };
