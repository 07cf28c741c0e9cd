// The few ICU operations FormRules uses (mapping text, plural categories), under names and
// types that hold for any version of ICU: ICU's own functions carry its major version in
// their names (`u_strToLower_72`, by macros Swift does not expand), and its types would
// clash with those of the copy of ICU inside the Swift toolchain's Foundation, so neither
// reaches Swift.
#ifndef FORMRULES_ICU_H
#define FORMRULES_ICU_H

#include <stdint.h>

/// What `formrules_icu_map` does to a text.
typedef enum {
  /// Normalization Form C.
  formrules_icu_nfc,
  /// Normalization Form D.
  formrules_icu_nfd,
  /// Normalization Form KC.
  formrules_icu_nfkc,
  /// Default full case folding (not the Turkic mappings).
  formrules_icu_fold_case,
  /// Lower case, root locale.
  formrules_icu_lower,
  /// Upper case, root locale.
  formrules_icu_upper,
} formrules_icu_operation;

/// Applies `operation` to the `length` UTF-16 units at `source`, writing at most
/// `capacity` units to `destination`. Returns the length of the whole result (larger than
/// `capacity` when it did not fit: nothing usable was written), or -1 when ICU failed.
int32_t formrules_icu_map(
    formrules_icu_operation operation, const uint16_t *source, int32_t length,
    uint16_t *destination, int32_t capacity);

/// Writes the CLDR plural category (`one`, `few`, `many`, `other`, …) of the whole number
/// `number` in `locale` (an ICU locale identifier such as `ru` or `zh_Hans`) to `category`,
/// NUL-terminated, in at most `capacity` bytes. Returns the category's length, or -1 when
/// ICU failed or the category did not fit.
int32_t formrules_icu_plural_category(
    const char *locale, int64_t number, char *category, int32_t capacity);

#endif
