#include "formrules_icu.h"

#include <unicode/unorm2.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

int32_t formrules_icu_map(
    formrules_icu_operation operation, const uint16_t *source, int32_t length,
    uint16_t *destination, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  const UNormalizer2 *normalizer = NULL;
  int32_t result = 0;
  switch (operation) {
  case formrules_icu_nfc: normalizer = unorm2_getNFCInstance(&status); break;
  case formrules_icu_nfd: normalizer = unorm2_getNFDInstance(&status); break;
  case formrules_icu_nfkc: normalizer = unorm2_getNFKCInstance(&status); break;
  case formrules_icu_fold_case:
    result = u_strFoldCase(destination, capacity, source, length, U_FOLD_CASE_DEFAULT, &status);
    break;
  case formrules_icu_lower:
    result = u_strToLower(destination, capacity, source, length, "", &status);
    break;
  case formrules_icu_upper:
    result = u_strToUpper(destination, capacity, source, length, "", &status);
    break;
  }
  if (normalizer != NULL && U_SUCCESS(status)) {
    result = unorm2_normalize(normalizer, source, length, destination, capacity, &status);
  }
  if (status == U_BUFFER_OVERFLOW_ERROR && result > capacity) return result;
  return U_SUCCESS(status) ? result : -1;
}

int32_t formrules_icu_plural_category(
    const char *locale, int64_t number, char *category, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status)) return -1;
  UChar keyword[32];
  int32_t length = uplrules_select(rules, (double)number, keyword, 32, &status);
  uplrules_close(rules);
  if (U_FAILURE(status) || length >= capacity || length >= 32) return -1;
  u_UCharsToChars(keyword, category, length);
  category[length] = '\0';
  return length;
}
