extension PageAssets {
  /// `/assets/form.css`: readable, responsive, with visible focus; each status in green
  /// (ok), red (failed) or grey (empty, validating) and always with its word before its
  /// message (`data-word`), so that colour never speaks alone.
  static let style = #"""
    :root {
      --ok: #116329;
      --ok-bg: #e6f4ea;
      --failed: #a40e26;
      --failed-bg: #fdecee;
      --idle: #57606a;
      --idle-bg: #f1f3f5;
      --focus: #0b57d0;
      font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif;
      line-height: 1.5;
      color: #1f2328;
      background: #ffffff;
    }
    body { margin: 0; }
    main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
    h1 { font-size: 1.6rem; margin: 0.5rem 0 1rem; }
    h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
    .field { margin: 0 0 1rem; }
    label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
    input[type="text"], input[type="email"], input[type="password"], input[type="number"], input[type="date"] {
      box-sizing: border-box;
      width: 100%;
      font: inherit;
      padding: 0.5rem 0.6rem;
      border: 1px solid #8c959f;
      border-radius: 0.3rem;
      background: #ffffff;
      color: inherit;
    }
    input[type="checkbox"] { width: 1.25rem; height: 1.25rem; }
    input:disabled { background: var(--idle-bg); color: var(--idle); cursor: not-allowed; }
    input[aria-invalid="true"] { border-color: var(--failed); }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .status, .result, .list-status { margin: 0.25rem 0 0; padding: 0.15rem 0.5rem; border-radius: 0.3rem; min-height: 1.5em; }
    .status::before, .result[data-word]::before { content: attr(data-word) ": "; font-weight: 600; }
    .status[data-status="ok"], .result[data-status="ok"] { color: var(--ok); background: var(--ok-bg); }
    .status[data-status="ok"]::before, .result[data-status="ok"]::before { content: "\2713  " attr(data-word) ": "; }
    .status[data-status="failed"], .result[data-status="failed"] { color: var(--failed); background: var(--failed-bg); }
    .status[data-status="failed"]::before, .result[data-status="failed"]::before { content: "\2717  " attr(data-word) ": "; }
    .status[data-status="empty"], .status[data-status="validating"] { color: var(--idle); background: var(--idle-bg); }
    .status[data-status="validating"]::before { content: "\2026  " attr(data-word); }
    .status[data-status="empty"]::before { content: attr(data-word); font-weight: 400; }
    .result { display: inline-block; margin-left: 0.5rem; }
    .result:empty { padding: 0; }
    fieldset { border: 1px solid #d0d7de; border-radius: 0.4rem; margin: 0 0 1rem; padding: 0.75rem 1rem; }
    legend { font-weight: 700; padding: 0 0.25rem; }
    fieldset.item { background: #f6f8fa; }
    .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin: 1.5rem 0; }
    button {
      font: inherit;
      padding: 0.5rem 1rem;
      border-radius: 0.3rem;
      border: 1px solid #1f6feb;
      background: #1f6feb;
      color: #ffffff;
      cursor: pointer;
    }
    button:disabled { border-color: #8c959f; background: var(--idle-bg); color: var(--idle); cursor: not-allowed; }
    button.check, button.add, button.remove { background: #ffffff; color: #0b57d0; }
    html[data-live="on"] button.check { display: none; }
    [aria-busy="true"] { opacity: 0.7; }
    .computed dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
    .computed dt { font-weight: 600; }
    .computed dd { margin: 0; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
    .list-status[data-status="failed"] { color: var(--failed); background: var(--failed-bg); }
    .list-status[data-status="loading"], .list-status[data-status="ok"] { color: var(--idle); }
    [hidden] { display: none !important; }
    @media (max-width: 30rem) {
      main { padding: 0.5rem; }
      .actions { flex-direction: column; align-items: stretch; }
      .result { margin-left: 0; }
    }

    """#
}
