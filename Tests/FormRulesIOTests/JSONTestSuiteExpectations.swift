/// The value of every `y_` file of JSONTestSuite, as compact JSON in the shape
/// ``JSONWriter/appendValue(_:)`` writes (number texts kept as written, duplicate keys
/// merged into the first position with the last value), with every scalar from U+007F
/// on spelled `\u{HEX}` (see ``asciiForm(_:)``). Produced once with Python's `json`
/// module (numbers kept as their source text), independently of this parser.
enum JSONTestSuiteExpectations {
  /// File name → compact JSON of its value, in ASCII form.
  static let values: [String: String] = [
    "y_array_arraysWithSpaces.json": #"[[]]"#,
    "y_array_empty-string.json": #"[""]"#,
    "y_array_empty.json": #"[]"#,
    "y_array_ending_with_newline.json": #"["a"]"#,
    "y_array_false.json": #"[false]"#,
    "y_array_heterogeneous.json": #"[null,1,"1",{}]"#,
    "y_array_null.json": #"[null]"#,
    "y_array_with_1_and_newline.json": #"[1]"#,
    "y_array_with_leading_space.json": #"[1]"#,
    "y_array_with_several_null.json": #"[1,null,null,null,2]"#,
    "y_array_with_trailing_space.json": #"[2]"#,
    "y_number.json": #"[123e65]"#,
    "y_number_0e+1.json": #"[0e+1]"#,
    "y_number_0e1.json": #"[0e1]"#,
    "y_number_after_space.json": #"[4]"#,
    "y_number_double_close_to_zero.json": #"[-0.0000000000000000000000000000000000000000000000"#
      + #"00000000000000000000000000000001]"#,
    "y_number_int_with_exp.json": #"[20e1]"#,
    "y_number_minus_zero.json": #"[-0]"#,
    "y_number_negative_int.json": #"[-123]"#,
    "y_number_negative_one.json": #"[-1]"#,
    "y_number_negative_zero.json": #"[-0]"#,
    "y_number_real_capital_e.json": #"[1E22]"#,
    "y_number_real_capital_e_neg_exp.json": #"[1E-2]"#,
    "y_number_real_capital_e_pos_exp.json": #"[1E+2]"#,
    "y_number_real_exponent.json": #"[123e45]"#,
    "y_number_real_fraction_exponent.json": #"[123.456e78]"#,
    "y_number_real_neg_exp.json": #"[1e-2]"#,
    "y_number_real_pos_exponent.json": #"[1e+2]"#,
    "y_number_simple_int.json": #"[123]"#,
    "y_number_simple_real.json": #"[123.456789]"#,
    "y_object.json": #"{"asd":"sdf","dfg":"fgh"}"#,
    "y_object_basic.json": #"{"asd":"sdf"}"#,
    "y_object_duplicated_key.json": #"{"a":"c"}"#,
    "y_object_duplicated_key_and_value.json": #"{"a":"b"}"#,
    "y_object_empty.json": #"{}"#,
    "y_object_empty_key.json": #"{"":0}"#,
    "y_object_escaped_null_in_key.json": #"{"foo\u0000bar":42}"#,
    "y_object_extreme_numbers.json": #"{"min":-1.0e+28,"max":1.0e+28}"#,
    "y_object_long_strings.json": #"{"x":[{"id":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}],""#
      + #"id":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}"#,
    "y_object_simple.json": #"{"a":[]}"#,
    "y_object_string_unicode.json": #"{"title":"\u{41F}\u{43E}\u{43B}\u{442}\u{43E}\u{440}"#
      + #"\u{430} \u{417}\u{435}\u{43C}\u{43B}\u{435}\u{43A}\u{43E}\u{43F}\u{430}"}"#,
    "y_object_with_newlines.json": #"{"a":"b"}"#,
    "y_string_1_2_3_bytes_UTF-8_sequences.json": #"["`\u{12A}\u{12AB}"]"#,
    "y_string_accepted_surrogate_pair.json": #"["\u{10437}"]"#,
    "y_string_accepted_surrogate_pairs.json": #"["\u{1F639}\u{1F48D}"]"#,
    "y_string_allowed_escapes.json": #"["\"\\/\b\f\n\r\t"]"#,
    "y_string_backslash_and_u_escaped_zero.json": #"["\\u0000"]"#,
    "y_string_backslash_doublequotes.json": #"["\""]"#,
    "y_string_comments.json": #"["a/*b*/c/*d//e"]"#,
    "y_string_double_escape_a.json": #"["\\a"]"#,
    "y_string_double_escape_n.json": #"["\\n"]"#,
    "y_string_escaped_control_character.json": #"["\u0012"]"#,
    "y_string_escaped_noncharacter.json": #"["\u{FFFF}"]"#,
    "y_string_in_array.json": #"["asd"]"#,
    "y_string_in_array_with_leading_space.json": #"["asd"]"#,
    "y_string_last_surrogates_1_and_2.json": #"["\u{10FFFF}"]"#,
    "y_string_nbsp_uescaped.json": #"["new\u{A0}line"]"#,
    "y_string_nonCharacterInUTF-8_U+10FFFF.json": #"["\u{10FFFF}"]"#,
    "y_string_nonCharacterInUTF-8_U+FFFF.json": #"["\u{FFFF}"]"#,
    "y_string_null_escape.json": #"["\u0000"]"#,
    "y_string_one-byte-utf-8.json": #"[","]"#,
    "y_string_pi.json": #"["\u{3C0}"]"#,
    "y_string_reservedCharacterInUTF-8_U+1BFFF.json": #"["\u{1BFFF}"]"#,
    "y_string_simple_ascii.json": #"["asd "]"#,
    "y_string_space.json": #"" ""#,
    "y_string_surrogates_U+1D11E_MUSICAL_SYMBOL_G_CLEF.json": #"["\u{1D11E}"]"#,
    "y_string_three-byte-utf-8.json": #"["\u{821}"]"#,
    "y_string_two-byte-utf-8.json": #"["\u{123}"]"#,
    "y_string_u+2028_line_sep.json": #"["\u{2028}"]"#,
    "y_string_u+2029_par_sep.json": #"["\u{2029}"]"#,
    "y_string_uEscape.json": #"["a\u{30AF}\u{30EA}\u{30B9}"]"#,
    "y_string_uescaped_newline.json": #"["new\nline"]"#,
    "y_string_unescaped_char_delete.json": #"["\u{7F}"]"#,
    "y_string_unicode.json": #"["\u{A66D}"]"#,
    "y_string_unicodeEscapedBackslash.json": #"["\\"]"#,
    "y_string_unicode_2.json": #"["\u{2342}\u{3234}\u{2342}"]"#,
    "y_string_unicode_U+10FFFE_nonchar.json": #"["\u{10FFFE}"]"#,
    "y_string_unicode_U+1FFFE_nonchar.json": #"["\u{1FFFE}"]"#,
    "y_string_unicode_U+200B_ZERO_WIDTH_SPACE.json": #"["\u{200B}"]"#,
    "y_string_unicode_U+2064_invisible_plus.json": #"["\u{2064}"]"#,
    "y_string_unicode_U+FDD0_nonchar.json": #"["\u{FDD0}"]"#,
    "y_string_unicode_U+FFFE_nonchar.json": #"["\u{FFFE}"]"#,
    "y_string_unicode_escaped_double_quote.json": #"["\""]"#,
    "y_string_utf8.json": #"["\u{20AC}\u{1D11E}"]"#,
    "y_string_with_del_character.json": #"["a\u{7F}a"]"#,
    "y_structure_lonely_false.json": #"false"#,
    "y_structure_lonely_int.json": #"42"#,
    "y_structure_lonely_negative_real.json": #"-0.1"#,
    "y_structure_lonely_null.json": #"null"#,
    "y_structure_lonely_string.json": #""asd""#,
    "y_structure_lonely_true.json": #"true"#,
    "y_structure_string_empty.json": #""""#,
    "y_structure_trailing_newline.json": #"["a"]"#,
    "y_structure_true_in_array.json": #"[true]"#,
    "y_structure_whitespace_array.json": #"[]"#,
  ]

  /// `text` with every scalar from U+007F on spelled `\u{HEX}`, so that expectations
  /// stay printable ASCII.
  static func asciiForm(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x7F {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result
  }
}
